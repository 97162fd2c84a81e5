import { MAX_CONTENT_ID } from './contentPages';
import { readContentId, readPageNumber } from './contentParams';

describe('readContentId', () => {
  it.each([
    ['1', 1],
    ['123', 123],
    [String(MAX_CONTENT_ID), MAX_CONTENT_ID],
    ['0', 'unknown'],
    [String(MAX_CONTENT_ID + 1), 'unknown'],
    ['9007199254740993', 'unknown'],
    ['', 'malformed'],
    ['12a', 'malformed'],
    ['-1', 'malformed'],
    ['1.5', 'malformed'],
    [' 2', 'malformed'],
    [undefined, 'malformed'],
  ])('reads %p as %p', (raw, read) => {
    expect(readContentId(raw)).toBe(read);
  });
});

describe('readPageNumber', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['7', 7],
    ['1000', 1000],
    ['1001', undefined],
    ['0', undefined],
    ['01', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    [['1', '2'], undefined],
    [{ a: '1' }, undefined],
  ])('reads %p as %p', (raw, read) => {
    expect(readPageNumber(raw)).toBe(read);
  });
});
