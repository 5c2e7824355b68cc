export { DashboardService } from './dashboard.service';
