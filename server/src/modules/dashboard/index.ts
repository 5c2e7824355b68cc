export { DashboardResolver } from './dashboard.resolver';
export { DashboardService } from './dashboard.service';
