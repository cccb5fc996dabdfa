import { notificationEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { deleteChannels, deliveryLog, listChannels, saveChannel } from './service.ts';

const handlers: Handlers<typeof notificationEndpoints> = {
  channelList: ({ page, limit }, ctx) => listChannels(ctx, page, limit),
  channelSave: saveChannel,
  channelDelete: ({ ids }, ctx) => deleteChannels(ids, ctx),
  deliveryList: deliveryLog,
};

export const notificationsModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, notificationEndpoints, handlers);
};
