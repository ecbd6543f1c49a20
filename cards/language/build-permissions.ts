// Constructors for the card text language's permissions and prohibitions (permission-language.ts), so that
// declarations read like the printed text: "No player may … download any card" is `prevent('download')`.

import type { LastingEffect } from './language';
import type { Action, Allow, Prevent } from './permission-language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** "No player may …", "prevents …", "cancels …": `action` is prevented for the deeds `options` describe. */
export const prevent = (action: Action, options: Omit<Prevent, 'type' | 'action'> = {}): LastingEffect => ({
  type: 'prevent',
  action,
  ...options,
});

/** "Your … may …", "Allows your …": `action` is allowed for the deeds `options` describe. */
export const allow = (
  action: Action,
  options: Omit<Allow, 'type' | 'action' | 'despite'> = {},
): LastingEffect => ({ type: 'allow', action, ...options });

/** "Allows your … through {X}": its player may do `action` although a card titled one of `despite` prevents it. */
export const allowDespite = (action: Action, ...despite: ReadonlyArray<string>): LastingEffect => ({
  type: 'allow',
  action,
  despite,
});
