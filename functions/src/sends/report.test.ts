import { describe, expect, it } from 'vitest';
import { reportRequestOf } from './report';

describe("a report form's fields", () => {
  it('become the report request, empty optional fields left out', () => {
    const fields = new URLSearchParams({
      kind: 'report',
      slug: 'mika',
      target: 'post',
      board: 'fan-art',
      post: 'p1',
      reason: 'spam',
      note: 'line one\r\nline two\rthree',
      contact: '',
      lang: 'en',
      website: '',
    });
    expect(reportRequestOf(fields)).toEqual({
      slug: 'mika',
      target: 'post',
      board: 'fan-art',
      post: 'p1',
      reason: 'spam',
      note: 'line one\nline two\nthree',
      lang: 'en',
    });
  });

  it('keeps a filled honeypot and an address for the server to judge', () => {
    const fields = new URLSearchParams({
      slug: 'mika',
      target: 'space',
      reason: 'other',
      contact: ' a@b.example ',
      website: 'x',
    });
    expect(reportRequestOf(fields)).toEqual({
      slug: 'mika',
      target: 'space',
      reason: 'other',
      contact: ' a@b.example ',
      website: 'x',
    });
  });
});
