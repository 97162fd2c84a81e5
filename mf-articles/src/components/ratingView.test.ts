import { ratingView } from './ratingView';

describe('ratingView', () => {
  it('shows whole ratings as full and empty stars', () => {
    expect(ratingView(4)).toEqual({ stars: ['full', 'full', 'full', 'full', 'empty'], text: '4 von 5' });
  });
  it('shows half stars with a German decimal comma', () => {
    expect(ratingView(3.5)).toEqual({ stars: ['full', 'full', 'full', 'half', 'empty'], text: '3,5 von 5' });
  });
  it('stays within 0 to 5 stars', () => {
    expect(ratingView(7).text).toBe('5 von 5');
    expect(ratingView(1).stars.filter((s) => s === 'full')).toHaveLength(1);
  });
});
