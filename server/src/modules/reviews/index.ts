export { ReviewEntity } from './review.entity';
export { ReviewResolver } from './review.resolver';
export { ReviewService } from './review.service';
