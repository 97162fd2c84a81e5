export const pageKey = 'mf-articles';
