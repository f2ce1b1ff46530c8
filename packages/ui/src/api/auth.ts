/**
 * `@tradeboard/ui/auth`: what the login page needs of the kit (the auth resource and the API error),
 * without the kit's barrel. The shell's /login and start-up code import it so a cold /login does not
 * download the whole kit (tables, upload widgets, react-dropzone); it is bundled into the importing
 * app, not shared (the kit holds no per-page state, so a second copy of these few functions is safe).
 */
export { ApiError, messageFromBody } from './apiRequest.js';
export { authApi, authKeys } from './resources/auth.js';
