import express, { Router } from 'express';
import { NotFoundError } from '../shared/errors';
import type { Services } from '../services';
import { CONTACT_THANKS } from '../modules/contact';
import { contactInput } from '../shared/inputs/contact';
import { RestDialect } from './dialect';
import { bodyObject, route } from './http';

export const contact = new RestDialect(contactInput);

/** Provinces, cities and the contact form (spec section 7, Public/Other). */
export function otherRoutes(services: Services): Router {
  const r = express.Router();

  r.get(
    '/provinces',
    route(services, async () => services.geo.provinces()),
  );

  r.get(
    '/cities/:province',
    route(services, async ({ req }) => {
      const cities = services.geo.cities(String(req.params.province));
      if (!cities.length) throw new NotFoundError('Province not found.');
      return cities;
    }),
  );

  r.post(
    '/contactus/submit',
    route(services, async ({ req }) => {
      await contact.run(bodyObject(req), (input) => services.contact.submit(input, { ip: req.ip ?? '' }));
      return { status: 200, message: CONTACT_THANKS };
    }),
  );

  return r;
}
