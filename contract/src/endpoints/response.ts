import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput } from '../schemas/common.ts';
import { responseDeclarationSchema, responseDeclareSchema, responseEndSchema, responseListQuery, responseProposalSchema } from '../schemas/response.ts';

const tag = 'response';

export const responseEndpoints = defineEndpoints({
  responseProposals: {
    method: 'GET',
    path: 'response/proposals',
    input: emptyInput,
    output: z.object({ list: z.array(responseProposalSchema) }),
    access: Permissions.RESPONSE_LIST,
    summary: 'The response level the server proposes per county from the cases within 6 days and their spread (a proposal, never shown as declared)',
    tag,
  },
  responseList: {
    method: 'GET',
    path: 'response/getList',
    input: responseListQuery,
    output: z.object({ list: z.array(responseDeclarationSchema) }),
    access: Permissions.RESPONSE_LIST,
    summary: 'Declared response levels in the scope, in force or (active=false) ended',
    tag,
  },
  responseDeclare: {
    method: 'POST',
    path: 'response/declare',
    input: responseDeclareSchema,
    output: responseDeclarationSchema,
    access: Permissions.RESPONSE_DECLARE,
    changes: ['response'],
    summary: 'Declare a response level for a county, prefecture or province (audited); replaces the one in force there',
    tag,
  },
  responseEnd: {
    method: 'POST',
    path: 'response/end',
    input: responseEndSchema,
    output: responseDeclarationSchema,
    access: Permissions.RESPONSE_DECLARE,
    changes: ['response'],
    summary: 'End a declared response level with a note (audited)',
    tag,
  },
});
