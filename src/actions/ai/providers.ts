/** Every AI provider's wire shape by name (AI-12). */
import type { AiProvider, ResolvedConnection } from '../../engine/world.js';
import { anthropic } from './anthropic.js';
import { azureOpenAi } from './azure-openai.js';
import { mistral } from './mistral.js';
import { openAi } from './openai.js';
import { openAiCompatible } from './openai-compatible.js';
import type { ProviderShape } from './types.js';

export const PROVIDER_SHAPES: Readonly<Record<AiProvider, ProviderShape>> = {
  openai: openAi,
  azure_openai: azureOpenAi,
  anthropic,
  mistral,
  openai_compatible: openAiCompatible,
};

/** MODEL-16: an AI connection without a provider stands in for an OpenAI-compatible server. */
export function providerOf(connection: ResolvedConnection): AiProvider {
  return connection.provider ?? 'openai_compatible';
}

export function shapeFor(connection: ResolvedConnection): ProviderShape {
  return PROVIDER_SHAPES[providerOf(connection)];
}

/** The connection's API address, or the provider's public one; undefined when neither exists. */
export function baseUrlOf(connection: ResolvedConnection): string | undefined {
  return connection.base_url ?? shapeFor(connection).defaultBaseUrl;
}

/** The header names that carry the key of an AI connection, for hiding in reports. */
export function aiSignInHeaderNames(connection: ResolvedConnection): string[] {
  return Object.keys(shapeFor(connection).signIn('x', connection));
}
