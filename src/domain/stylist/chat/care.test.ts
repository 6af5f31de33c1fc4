import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';

const today = '2026-11-23';
const closet = [
  item({ id: 1, name: 'Stone Chinos', category: 'Bottoms', color: 'Beige' }),
  item({ id: 2, name: 'Oatmeal Cashmere Crewneck', category: 'Tops', color: 'Beige' }),
  item({ id: 3, name: 'Sand Chukka Boots', category: 'Shoes', color: 'Tan', material: 'suede' }),
  item({ id: 4, name: 'Black Biker Jacket', category: 'Outerwear', color: 'Black', material: 'leather' }),
];
const care = (message: string, items = closet) => careAnswer({ question: parseQuestion(message, { today }), closet: items });
const sentences = (text: string) => text.match(/[^.!?]+[.!?]/g)?.length ?? 0;

describe('care answers composed from fabric × problem', () => {
  it('grass on chinos: the grass method on the owned chinos, with the cotton caution', () => {
    const a = care('grass all over my chinos from the picnic, how do i get it out');
    expect(a.text).toMatch(/^For grass stains on your Stone Chinos \(cotton\): /);
    expect(a.text).toMatch(/enzyme/);
    expect(a.text).toMatch(/Cotton takes warm water/);
    expect(a.itemIds).toEqual([1]);
    expect(sentences(a.text)).toBeLessThanOrEqual(5);
  });
  it('salt on suede boots: the suede method, never water and soap', () => {
    const a = care('white salt lines on my suede boots after the snow');
    expect(a.text).toMatch(/^For salt stains on your Sand Chukka Boots/);
    expect(a.text).toMatch(/suede brush/);
    expect(a.text).not.toMatch(/detergent|wash it/);
  });
  it('a pilled cashmere sweater, misspelt: the cashmere method on the owned piece', () => {
    const a = care('my cashmre sweater is covered in bobbles');
    expect(a.text).toMatch(/^To take pilling off your Oatmeal Cashmere Crewneck: /);
    expect(a.text).toMatch(/cashmere comb/);
  });
  it('storing a leather jacket names the owned jacket and the leather method', () => {
    const a = care('best way to store my leather jacket over the summer?');
    expect(a.text).toMatch(/^To store your Black Biker Jacket \(leather\): /);
    expect(a.text).toMatch(/condition/);
  });
  it('an unknown combination gets the general method plus the fabric caution, not an article', () => {
    const a = care('ink from a pen leaked on my linen trousers', []);
    expect(a.text).toMatch(/^For ink or marker on linen trousers: /);
    expect(a.text).toMatch(/rubbing alcohol/);
    expect(a.text).toMatch(/Linen is sturdy but creases/);
    expect(a.itemIds).toEqual([]);
  });
  it('no fabric known: the label decides', () => {
    const a = care('how do i get blood out of a top', []);
    expect(a.text).toMatch(/cold water only/);
    expect(a.text).toMatch(/care label/);
  });
  it('a garment colour the closet does not hold names no owned piece; a colour of the mark does not count', () => {
    expect(care('red wine all over my black chinos').itemIds).toEqual([]);
    expect(care('red wine all over my stone chinos').itemIds).toEqual([1]);
  });
  it('storing shoes keeps their shape, whatever they are made of', () => {
    expect(care('where should i store sneakers', []).text).toMatch(/shoe trees or rolled paper/);
  });
  it('a suit is brushed and rarely dry-cleaned, never hand-washed like a knit', () => {
    const a = care('how often should i wash my suit', []);
    expect(a.text).toMatch(/^To wash and care for a suit: brush it after each wear/);
    expect(a.text).not.toMatch(/hand-wash/);
  });
  it('gum stuck to jeans is a stain, not an article about jeans', () => {
    expect(care('gum stuck to my jeans', []).text).toMatch(/^To get wax or gum off jeans: /);
  });
  it('shoes that rub are broken in, with the owned pair named', () => {
    const a = care('my new chukka boots are giving me blisters');
    expect(a.text).toMatch(/^To make your Sand Chukka Boots comfortable/);
    expect(a.text).toMatch(/heel grips or moleskin/);
  });
  it('candle wax gets the freeze-and-iron method', () => {
    expect(care('candle wax dripped on my chinos at dinner').text).toMatch(/^To get wax or gum off your Stone Chinos \(cotton\): harden it with an ice cube/);
  });
  it('shine from ironing gets the steam-and-brush method', () => {
    expect(care('the knees of my chinos have gone shiny').text).toMatch(/^To take the shine off your Stone Chinos \(cotton\): hold a steamer/);
  });
  it('two different care questions never read alike', () => {
    expect(care('coffee on my chinos').text).not.toBe(care('wine on my chinos').text);
  });
});
