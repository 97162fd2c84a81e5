/** "1 Coin", "3 Coins". */
export const coinCount = (count: number): string => `${count} ${count === 1 ? 'Coin' : 'Coins'}`;
