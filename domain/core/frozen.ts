// ARCHITECTURE "Nothing the API returns is a live engine object": what the engine hands out is frozen, all the way down.
// A game state is immutable and shares what a command did not change with the state before it, so freezing stops at
// the first object already frozen: each new state costs only the objects the command made.

/**
 * `value`, with every object in it frozen (an object found frozen is taken to be frozen all the way down: this module
 * freezes an object only after everything in it).
 */
export const deepFreeze = <A>(value: A): A => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (let index = 0; index < value.length; index++) deepFreeze(value[index]);
  else for (const key in value) deepFreeze(value[key]);
  return Object.freeze(value);
};
