import type { FanMessageSettings, LetterBoxSettings } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { isDirty } from '../../../forms/form-state';
import {
  fanMessagesForm,
  fanMessagesInput,
  letterBoxForm,
  letterBoxInput,
  ngWordsMessage,
  sentPhraseKeys,
  toInteger,
} from './message-settings';

const letterBox: LetterBoxSettings = {
  enabled: true,
  intro: 'Write to me',
  nameMode: 'optional',
  maxLength: 2000,
  paused: false,
  pauseNote: '',
};

const fanMessages: FanMessageSettings = {
  enabled: true,
  prompt: 'Say hi',
  quickPhrases: ['Hello', 'Thanks'],
  maxLength: 140,
  showWall: true,
  paused: false,
  pauseNote: '',
};

describe('toInteger', () => {
  it('reads whole numbers and leaves anything else as typed, for the schema to refuse', () => {
    expect(toInteger(' 300 ')).toBe(300);
    expect(toInteger('3.5')).toBe('3.5');
    expect(toInteger('')).toBe('');
    expect(toInteger('-1')).toBe('-1');
  });
});

describe('letter box form', () => {
  it('holds the maximum length as typed and is clean for the saved settings', () => {
    const form = letterBoxForm(letterBox);
    expect(form.maxLength).toBe('2000');
    expect(isDirty(form, letterBoxForm(structuredClone(letterBox)))).toBe(false);
  });

  it('sends trimmed texts and the length as a number', () => {
    const form = { ...letterBoxForm(letterBox), intro: '  Hi \n', pauseNote: ' back soon ' };
    expect(letterBoxInput({ ...form, maxLength: '500' })).toEqual({
      ...letterBox,
      intro: 'Hi',
      pauseNote: 'back soon',
      maxLength: 500,
    });
    expect(letterBoxInput({ ...form, maxLength: 'lots' }).maxLength).toBe('lots');
  });
});

describe('fan messages form', () => {
  it('keys the saved phrases the same way every time, so the saved form is clean', () => {
    const form = fanMessagesForm(fanMessages);
    expect(form.quickPhrases).toEqual([
      { key: 'phrase-0', text: 'Hello' },
      { key: 'phrase-1', text: 'Thanks' },
    ]);
    expect(isDirty(form, fanMessagesForm(fanMessages))).toBe(false);
  });

  it('drops emptied rows, trims the rest and names the sent rows by key', () => {
    const form = {
      ...fanMessagesForm(fanMessages),
      prompt: ' Say hi ',
      maxLength: '200',
      quickPhrases: [
        { key: 'phrase-0', text: '  ' },
        { key: 'phrase-1', text: ' Thanks ' },
        { key: 'new-1', text: 'Bravo' },
      ],
    };
    expect(fanMessagesInput(form)).toEqual({
      ...fanMessages,
      prompt: 'Say hi',
      maxLength: 200,
      quickPhrases: ['Thanks', 'Bravo'],
    });
    expect(sentPhraseKeys(form)).toEqual(['phrase-1', 'new-1']);
  });

  it('sends repeated phrases as typed, for the check to name the repeat', () => {
    const form = {
      ...fanMessagesForm(fanMessages),
      quickPhrases: [
        { key: 'a', text: 'Hello ' },
        { key: 'b', text: 'ＨＥＬＬＯ' },
      ],
    };
    expect(fanMessagesInput(form).quickPhrases).toEqual(['Hello ', 'ＨＥＬＬＯ']);
  });
});

describe('ngWordsMessage', () => {
  it('names the word an issue is about', () => {
    expect(ngWordsMessage({ 'ngWords.spam.com': 'Too long' })).toBe('「spam.com」: Too long');
    expect(ngWordsMessage({ [`ngWords.${'x'.repeat(30)}`]: 'Too long' })).toBe(
      `「${'x'.repeat(20)}」: Too long`,
    );
  });

  it('shows a message about the whole list, or none', () => {
    expect(ngWordsMessage({ ngWords: 'Too many' })).toBe('Too many');
    expect(ngWordsMessage({ spaceId: 'Check this' })).toBe('Check this');
    expect(ngWordsMessage({})).toBeUndefined();
  });
});
