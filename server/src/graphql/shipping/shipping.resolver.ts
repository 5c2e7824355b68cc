import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { doneWith, savedAs, withFieldErrors } from '../payload';
import { toRupees } from '../../shared/money';
import { searchText } from '../../shared/search';
import { DeletePayload } from '../catalog/catalog.admin.types';
import type { ShippingService } from '../../modules/shipping';
import {
  ShippingRate,
  ShippingRateInput,
  ShippingRatePayload,
  ShippingSettings,
  ShippingSettingsInput,
  ShippingSettingsPayload,
} from './shipping.types';

async function settingsOf(shipping: ShippingService): Promise<ShippingSettings> {
  const s = await shipping.settings();
  return { defaultRate: toRupees(s.defaultRate), freeShippingThreshold: toRupees(s.freeThreshold) };
}

export const SHIPPING_RATE_SAVED = 'Shipping rate saved.';
export const SHIPPING_RATE_DELETED = 'Shipping rate deleted.';

@Resolver(() => ShippingRate)
export class ShippingResolver {
  @Auth('ADMIN')
  @Query(() => ShippingSettings, { description: 'How shipping is charged, for the back office.' })
  shippingSettings(@Ctx() ctx: GraphQLContext) {
    return settingsOf(ctx.services.shipping);
  }

  @Auth('ADMIN')
  @Query(() => [ShippingRate], {
    description: 'Province and city rates, by province (each province before its cities).',
  })
  shippingRates(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only the rates whose province or city contains this text (case-insensitive).',
    })
    search?: string | null,
  ) {
    return ctx.services.shipping.rates(searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => ShippingSettingsPayload, {
    description: 'Change the default rate and the free-shipping threshold.',
  })
  updateShippingSettings(
    @Arg('input', { description: 'The new default and threshold.' }) input: ShippingSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => {
      await ctx.services.shipping.updateSettings(input);
      return { settings: await settingsOf(ctx.services.shipping), message: 'Shipping settings saved.' };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => ShippingRatePayload, { description: 'Add a province or city rate, or change one (id).' })
  saveShippingRate(
    @Arg('input', { description: 'The province, the city (empty: the whole province) and the rate.' })
    input: ShippingRateInput,
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { nullable: true, description: 'The rate to change; empty: a new one.' })
    id?: number | null,
  ) {
    return savedAs('rate', SHIPPING_RATE_SAVED, () => ctx.services.shipping.saveRate(input, id ?? undefined));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, { description: 'Remove a province or city rate (the next one up applies).' })
  async deleteShippingRate(
    @Arg('id', () => Int, { description: 'The rate to remove.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(SHIPPING_RATE_DELETED, () => ctx.services.shipping.removeRate(id));
  }
}
