import { z } from 'zod';
import { ZAiPrompt, ZAiPromptInput, ZAiPromptVersion } from '../../../shared/schemas/administration';
import { ZAiStylistKind } from '../../../shared/schemas/ai-stylist-kind';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import { requireAdmin } from '../../plugins/admin-auth';
import { createPrompt } from '../../services/administration/ai-prompts/create-prompt';
import { deletePrompt } from '../../services/administration/ai-prompts/delete-prompt';
import { listPrompts } from '../../services/administration/ai-prompts/list-prompts';
import { updatePrompt } from '../../services/administration/ai-prompts/update-prompt';
import { listVersions, restoreVersion } from '../../services/administration/ai-prompts/versions';
import type { RouteModule } from '../types';
import { auditChange } from './audit-change';

const tags = ['administration'];
const ZVersionParams = z.strictObject({
  id: ZIdParam.shape.id,
  version: z.coerce
    .number({ error: 'Invalid version' })
    .int({ error: 'Invalid version' })
    .min(1, { error: 'Invalid version' })
    .max(1_000_000, { error: 'Invalid version' }),
});

export const aiPromptRoutes: RouteModule = (app, ctx) => {
  const admin = { auth: 'admin' as const };

  app.get('/api/administration/ai-stylist', { schema: { tags, response: { 200: ZAiStylistKind } }, config: admin }, async () => ({ kind: ctx.ai.kind }));

  app.get('/api/administration/ai-prompts', { schema: { tags, response: { 200: z.array(ZAiPrompt) } }, config: admin }, async () => listPrompts(ctx));

  app.post(
    '/api/administration/ai-prompts',
    { schema: { tags, body: ZAiPromptInput, response: { 201: ZAiPrompt } }, config: admin },
    async (request, reply) => {
      const prompt = await createPrompt(ctx, await requireAdmin(ctx, request), request.body);
      await auditChange(ctx, request, 'ai-prompt.create', { id: prompt.id, name: prompt.name });
      return reply.status(201).send(prompt);
    },
  );

  app.put(
    '/api/administration/ai-prompts/:id',
    { schema: { tags, params: ZIdParam, body: ZAiPromptInput, response: { 200: ZAiPrompt } }, config: admin },
    async (request) => {
      const prompt = await updatePrompt(ctx, await requireAdmin(ctx, request), request.params.id, request.body);
      await auditChange(ctx, request, 'ai-prompt.update', { id: prompt.id, name: prompt.name, version: prompt.version });
      return prompt;
    },
  );

  app.delete('/api/administration/ai-prompts/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: admin }, async (request) => {
    const { name } = await deletePrompt(ctx, request.params.id);
    await auditChange(ctx, request, 'ai-prompt.delete', { id: request.params.id, name });
    return { ok: true as const };
  });

  app.get(
    '/api/administration/ai-prompts/:id/versions',
    { schema: { tags, params: ZIdParam, response: { 200: z.array(ZAiPromptVersion) } }, config: admin },
    async (request) => listVersions(ctx, request.params.id),
  );

  app.post(
    '/api/administration/ai-prompts/:id/versions/:version/restore',
    { schema: { tags, params: ZVersionParams, response: { 200: ZAiPrompt } }, config: admin },
    async (request) => {
      const prompt = await restoreVersion(ctx, await requireAdmin(ctx, request), request.params.id, request.params.version);
      await auditChange(ctx, request, 'ai-prompt.restore', {
        id: prompt.id,
        name: prompt.name,
        restoredVersion: request.params.version,
        version: prompt.version,
      });
      return prompt;
    },
  );
};
