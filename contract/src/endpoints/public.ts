import { defineEndpoints } from '../endpoint.ts';
import { basemapSettingsRoute, liveEventsRoute } from '../protocol/shell.ts';
import { emptyInput } from '../schemas/common.ts';
import { basemapSettingsSchema, liveEventSchema, publicMapSchema, publicMonitorSchema } from '../schemas/public.ts';

export const publicEndpoints = defineEndpoints({
  basemapSettings: {
    method: basemapSettingsRoute.method,
    path: basemapSettingsRoute.path,
    input: emptyInput,
    output: basemapSettingsSchema,
    access: 'public',
    summary: 'Which basemap the maps draw on: a configured online tile URL, or null for the offline one shipped with the web app',
    tag: 'public',
  },
  publicMap: {
    method: 'GET',
    path: 'public/map',
    input: emptyInput,
    output: publicMapSchema,
    access: 'public',
    publicPage: true,
    summary: 'Read-only map data for the sign-in-free /maps page: no names, phones or personal data',
    tag: 'public',
  },
  publicMonitor: {
    method: 'GET',
    path: 'public/monitor',
    input: emptyInput,
    output: publicMonitorSchema,
    access: 'public',
    publicPage: true,
    summary: 'Read-only figures for the /monitor wall display: no names, phones or personal data',
    tag: 'public',
  },
  liveEvents: {
    method: liveEventsRoute.method,
    path: liveEventsRoute.path,
    input: emptyInput,
    output: liveEventSchema,
    access: 'public',
    publicPage: true,
    transfer: 'stream',
    summary: 'Server-sent events naming the kinds of record just changed (sources, surveys, outbreaks, alerts), so open screens reload at once: no records, names or personal data',
    tag: 'public',
  },
});
