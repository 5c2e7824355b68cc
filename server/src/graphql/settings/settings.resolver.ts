import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { SETTINGS_SAVED } from '../../modules/settings';
import { ServiceSettings, ServiceSettingsPayload, SettingValueInput } from './settings.types';

@Resolver(() => ServiceSettings)
export class ServiceSettingsResolver {
  @Auth('ADMIN')
  @Query(() => [ServiceSettings], { description: "Every service's settings; secrets only as set or not." })
  serviceSettings(@Ctx() ctx: GraphQLContext) {
    return ctx.services.settings.publicView();
  }

  @Auth('ADMIN')
  @Mutation(() => ServiceSettingsPayload, {
    description: "Save some of a service's settings (the others stay as they are).",
  })
  saveServiceSettings(
    @Arg('service', { description: 'The service, e.g. whatsapp.' }) service: string,
    @Arg('values', () => [SettingValueInput], { description: 'The settings to save.' })
    values: SettingValueInput[],
    @Arg('version', () => Int, {
      nullable: true,
      description: 'The version the form was read at: refused (CONFLICT) when another save came in between.',
    })
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
