/** File uploads and serving (see each module). */
export { objectUploadRoutes } from './object-upload-routes.js';
export { uploadServingRoutes } from './serve-uploads.js';
export { uploadRoutes } from './upload-routes.js';
export { isSignedUploadWrite } from './signed-upload-urls.js';
