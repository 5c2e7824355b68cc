import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({ description: 'A parcel booked for an order through a courier’s API.' })
export class CourierBooking {
  @Field({ description: 'leopards, postex or trax.' }) courier!: string;
  @Field({ description: 'The courier as people read it.' }) courierLabel!: string;
  @Field({ description: 'booked, or cancelled (with the courier, before pickup).' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The tracking number the courier gave.' })
  trackingNumber!: string | null;
  @Field(() => Float, { description: 'Cash the courier collects at the door, in rupees (0: paid already).' })
  codAmount!: number;
  @Field(() => Int, { description: 'The weight booked, in grams.' }) weightGrams!: number;
  @Field(() => Int, { description: 'The pieces booked.' }) pieces!: number;
  @Field(() => String, { nullable: true, description: 'The courier’s latest tracking status, in its words.' })
  courierStatus!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The address of its airway bill (PDF, with the admin’s token): /api/admin/labels?orders=ID.',
  })
  labelPath!: string | null;
}

@ObjectType({ description: 'What booking an order with a courier offers.' })
export class CourierBookingOptions {
  @Field(() => [CourierChoice], { description: 'The couriers whose API settings are filled in.' })
  couriers!: CourierChoice[];
  @Field(() => Float, { description: 'The amount due at the door in rupees (0 when paid already).' })
  codAmount!: number;
}

@ObjectType({ description: 'A courier the shop can book through its API.' })
export class CourierChoice {
  @Field({ description: 'What BookCourierInput.courier takes.' }) courier!: string;
  @Field({ description: 'As people read it.' }) label!: string;
}

@InputType({ description: 'A parcel to book with a courier (the shared courierBookingInput).' })
export class BookCourierInput {
  @Field({ description: 'leopards, postex or trax.' }) courier!: string;
  @Field(() => Int, { description: 'The parcel’s weight in grams (1 to 50,000).' }) weightGrams!: number;
  @Field(() => Int, { description: 'How many pieces (1 to 99).' }) pieces!: number;
}

@ObjectType({ description: 'One order of a selection booked at once: its tracking number, or why not.' })
export class CourierSelectionOutcome {
  @Field(() => Int, { description: 'The order.' }) orderId!: number;
  @Field(() => String, { nullable: true, description: 'The tracking number, when it was booked.' })
  trackingNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was not booked (null when it was).' })
  error!: string | null;
}

@ObjectType({ description: 'The answer of booking a selection: each order’s outcome, or errors.' })
export class CourierSelectionPayload extends Payload(
  'Why nothing was booked (empty otherwise), per field.',
  'What was booked, e.g. "Booked 2 of 3 orders."',
) {
  @Field(() => [CourierSelectionOutcome], {
    nullable: true,
    description: 'Each order’s outcome, in the order given; null when nothing was booked for errors.',
  })
  outcomes?: CourierSelectionOutcome[] | null;
}
