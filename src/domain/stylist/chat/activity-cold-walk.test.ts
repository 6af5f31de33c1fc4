import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem, Weather } from '../types';
import { activityAnswer } from './activity';

/**
 * A walk on a cold day (stated or forecast) is dressed by the cold: the warmest coat owned over a jacket that is not
 * warm, boots before sneakers, a knit or a hoodie before a shirt; a rain shell stays on a cold wet day, and in snow the
 * warm coat is enough (no 'you don't own a shell'). Generated: closets x temperatures x rain x snow, seeded.
 */
const rand = mulberry32(38_07_7);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const COATS = ['Grey Wool Coat', 'Camel Wool Coat', 'Navy Down Parka', 'Black Puffer Coat'];
const LIGHT = ['Denim Jacket', 'Khaki Trench Coat', 'Olive Bomber Jacket'];
const KNITS = ['Grey Hoodie', 'Navy Merino Sweater', 'Black Turtleneck', 'Cream Cable Jumper'];
const SHIRTS = ['White Oxford Shirt', 'Blue Chambray Shirt', 'Striped Tee'];
const BOOTS = ['Brown Leather Boots', 'Black Lace-up Boots'];
const SNEAKERS = ['Black Sneakers', 'Grey Running Trainers'];

function closet(coat: string, light: string, knit: string, shirt: string, boot: string, sneaker: string, rainJacket: boolean): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++, timesWorn: 0 });
  return [
    p({ name: shirt, category: 'Tops', formality: 'casual' }),
    p({ name: knit, category: 'Tops', formality: 'casual' }),
    p({ name: 'Black Jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: sneaker, category: 'Shoes', formality: 'casual' }),
    p({ name: boot, category: 'Shoes', subcategory: 'Boots', formality: 'casual' }),
    p({ name: light, category: 'Outerwear', formality: 'casual' }),
    p({ name: coat, category: 'Outerwear', formality: 'casual', warmth: 'warm' }),
    ...(rainJacket ? [p({ name: 'Navy Rain Jacket', category: 'Outerwear', formality: 'casual' })] : []),
  ];
}

const weather = (maxTempC: number, rain: number): Weather => ({
  minTempC: maxTempC - 4,
  maxTempC,
  precipitationProbability: rain,
  precipitationMm: rain > 50 ? 5 : 0,
  windKph: 10,
  source: 'typical',
});

describe('a walk on a cold day is dressed by the cold (generated)', () => {
  for (let k = 0; k < 24; k++) {
    const [coat, light, knit, shirt, boot, sneaker] = [pick(COATS), pick(LIGHT), pick(KNITS), pick(SHIRTS), pick(BOOTS), pick(SNEAKERS)];
    const t = pick([-18, -10, -5, -2, 0, 1]);
    const snow = rand() < 0.4;
    it(`${t}°C${snow ? ', snowing' : ''}: ${coat}, ${knit}, ${boot}`, () => {
      const a = activityAnswer({
        activity: 'walking',
        closet: closet(coat, light, knit, shirt, boot, sneaker, rand() < 0.5),
        weather: weather(t, snow ? 80 : 0),
        dayText: 'today',
        weatherText: `${t}°C`,
        weatherStated: true,
      });
      expect(a.text).toContain(coat);
      expect(a.text).toContain(boot);
      expect(a.text).toContain(knit);
      expect(a.text).not.toContain(light);
      expect(a.text).not.toMatch(/don't own a waterproof shell/);
    });
  }
  it('a cold wet (not snowy) day keeps the rain shell', () => {
    const a = activityAnswer({
      activity: 'walking',
      closet: closet('Grey Wool Coat', 'Denim Jacket', 'Grey Hoodie', 'Striped Tee', 'Brown Leather Boots', 'Black Sneakers', true),
      weather: weather(3, 90),
      dayText: 'today',
      weatherText: 'rain, 3°C',
    });
    expect(a.text).toContain('Navy Rain Jacket');
  });
});
