export const bindingOf = 'identity internal';
