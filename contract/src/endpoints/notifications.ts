import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { idsInput, pageOf } from '../schemas/common.ts';
import { channelListQuery, channelSaveSchema, channelSchema, deliveryListQuery, deliverySchema } from '../schemas/notifications.ts';

const tag = 'notifications';

export const notificationEndpoints = defineEndpoints({
  channelList: {
    method: 'GET',
    path: 'notification/channel/getList',
    input: channelListQuery,
    output: pageOf(channelSchema),
    access: Permissions.NOTIFICATION_LIST,
    summary: 'Notification channels whose divisions lie in the caller’s scope, secrets masked',
    tag,
  },
  channelSave: {
    method: 'POST',
    path: 'notification/channel/save',
    input: channelSaveSchema,
    output: channelSchema,
    access: [Permissions.NOTIFICATION_ADD, Permissions.NOTIFICATION_EDIT],
    summary: 'Add a channel (no channelId: needs add) or update one (channelId and version: needs edit); divisions within the caller’s scope',
    tag,
  },
  channelDelete: {
    method: 'POST',
    path: 'notification/channel/delete',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.NOTIFICATION_REMOVE,
    summary: 'Delete channels by comma-joined ids, with their deliveries',
    tag,
  },
  deliveryList: {
    method: 'GET',
    path: 'notification/delivery/getList',
    input: deliveryListQuery,
    output: pageOf(deliverySchema),
    access: Permissions.NOTIFICATION_LIST,
    summary: 'The delivery log: each alert sent to each channel, with every attempt and its answer, newest first',
    tag,
  },
});
