// The dashboards' code, one chunk (routing/routeModules.ts).
export { DashboardPage } from '../dashboard/DashboardPage.js';
export { AdminDashboardPage } from './AdminDashboardPage.js';
