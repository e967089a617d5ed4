import {describe, expect, it} from 'vitest';
import {readPlanQuery} from './form-query';
import {parseHave} from './have-parser';

describe('parseHave', () => {
  it.each([
    [
      '2 kg pork shoulder, apple wood, ready by 19:00',
      {cook: 'pork-shoulder', weightKg: 2, wood: 'apple', ready: '19:00'},
    ],
    ['brisket for 8 by 18:00', {cook: 'brisket', servings: 8, ready: '18:00'}],
    [
      '5 lb pork butt, hickory, dinner at 7pm',
      {cook: 'pork-shoulder', weightKg: 2.27, wood: 'hickory', ready: '19:00'},
    ],
    ['chicken wings for 6 people', {cook: 'wings', servings: 6}],
    ['whole chicken 1.8kg', {cook: 'whole-chicken', weightKg: 1.8}],
    ['reverse seared ribeye, 2 steaks', {cook: 'steak', style: 'reverse-sear'}],
    ['cold smoked cheddar', {cook: 'cheese', style: 'smoke-cold'}],
    [
      'pizza for 4 on the scout',
      {cook: 'pizza', servings: 4, grill: 'scout-15'},
    ],
    [
      '800 g salmon, cherry, celsius',
      {cook: 'salmon', weightKg: 0.8, wood: 'cherry', units: 'c'},
    ],
    ['baby back ribs on coconut charcoal', {cook: 'ribs', fuel: 'coconut'}],
    ['a 24" grill and a packer brisket', {cook: 'brisket', grill: 'titan-24'}],
  ])('%s', (text, expected) => {
    expect(parseHave(text)).toEqual(expected);
  });

  it('ignores what it does not know', () => {
    expect(parseHave('something nice for the weekend')).toEqual({});
  });

  it('does not read an impossible time', () => {
    expect(parseHave('brisket ready by 27:00').ready).toBeUndefined();
  });
});

describe('readPlanQuery', () => {
  const query = (entries: Record<string, string>) =>
    readPlanQuery(new URLSearchParams(entries));

  it('an empty query shows the form with its defaults', () => {
    expect(query({})).toMatchObject({
      kind: 'empty',
      values: {grill: 'classic-18', units: 'f'},
    });
  });

  it('reads the selects', () => {
    expect(
      query({
        cook: 'brisket',
        servings: '8',
        ready: '18:00',
        grill: 'titan-24',
        wood: 'oak',
      }),
    ).toMatchObject({
      kind: 'request',
      request: {
        cook: 'brisket',
        servings: 8,
        ready: '18:00',
        grill: 'titan-24',
        wood: 'oak',
        fuel: 'lump',
        units: 'f',
      },
    });
  });

  it('converts a weight in pounds', () => {
    const result = query({cook: 'brisket', weight: '10', wunit: 'lb'});
    expect(result.kind === 'request' && result.request.weightKg).toBe(4.54);
  });

  it('the free text wins over the selects it mentions, and keeps the rest', () => {
    const result = query({
      have: '2 kg pork shoulder, apple wood, ready by 19:00',
      cook: 'brisket',
      servings: '12',
      wood: 'oak',
      grill: 'scout-15',
      units: 'c',
    });
    expect(result).toMatchObject({
      kind: 'request',
      request: {
        cook: 'pork-shoulder',
        weightKg: 2,
        wood: 'apple',
        ready: '19:00',
        grill: 'scout-15',
        units: 'c',
      },
    });
    expect(
      result.kind === 'request' && result.request.servings,
    ).toBeUndefined();
  });

  it.each([
    [{have: 'something nice'}, /could not tell what you want to cook/],
    [{cook: 'unicorn'}, /Pick what to cook/],
    [{cook: 'brisket', servings: 'lots'}, /Servings must be a whole number/],
    [{cook: 'brisket', weight: 'heavy'}, /Weight must be a number/],
    [{cook: 'brisket', servings: '500'}, /up to 40 people/],
    [{cook: 'brisket', ready: '7pm'}, /24-hour time/],
    [{cook: 'brisket', style: 'boiled'}, /Pick a style/],
  ])('%o is refused with a clear message', (entries, message) => {
    const result = query(entries as Record<string, string>);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.errors.join(' ')).toMatch(
      message,
    );
  });

  it("a style from the text that the cook does not suit falls back to the cook's own", () => {
    const result = query({have: 'smoked pizza for 4'});
    expect(result).toMatchObject({kind: 'request', request: {cook: 'pizza'}});
    expect(result.kind === 'request' && result.request.style).toBeUndefined();
  });
});
