import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { SETTINGS_SAVED } from './settings.service';
import { ServiceSettings, ServiceSettingsPayload, SettingValueInput } from './settings.types';

@Resolver()
export class SettingsResolver {
  @Auth('ADMIN')
  @Query(() => [ServiceSettings], {
    description: 'The outside services’ settings for the back office (secrets shown only as set or not).',
  })
  serviceSettings(@Ctx() ctx: GraphQLContext) {
    return ctx.services.settings.publicView();
  }

  @Auth('ADMIN')
  @Mutation(() => ServiceSettingsPayload, {
    description: 'Save some settings of one service (the others are left as they are).',
  })
  updateServiceSettings(
    @Arg('service', { description: 'whatsapp, sms, jazzcash, easypaisa, leopards, postex or trax.' })
    service: string,
    @Arg('values', () => [SettingValueInput], { description: 'The fields to save.' })
    values: SettingValueInput[],
    @Arg('version', () => Int, { nullable: true, description: 'The version the form was read at.' })
    version: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      settings: await ctx.services.settings.update(
        service,
        Object.fromEntries(values.map((v) => [v.name, v.value ?? null])),
        { actorId: ctx.user!.id, version: version ?? undefined },
      ),
      message: SETTINGS_SAVED,
    }));
  }
}
