import { describe, expect, it } from 'vitest';
import { calculationQuestion, formulaFor } from './photo-calculation.js';

const SPEED =
  'Speed\nThe average speed of an object is the total distance it travels divided by the total time taken.\n' +
  'speed = distance ÷ time\nDistance is measured in metres (m) and time in seconds (s), so speed is measured in metres per second (m/s).';
const OHM =
  "Ohm's law\nOhm's law states that the voltage across a resistor equals the current through it multiplied by its resistance.\n" +
  'V = I × R\nwhere V is the voltage in volts, I is the current in amperes and R is the resistance in ohms.';
const RATE =
  'The unemployment rate is the share of the labour force that is unemployed.\nunemployment rate = unemployed ÷ labour force × 100\nA high rate.';
const ARABIC =
  'الكثافة هي كتلة وحدة الحجوم من المادة.\nالكثافة = الكتلة ÷ الحجم\nتقاس الكتلة بالكيلوغرام (كغ) والحجم بالمتر المكعب (م³).';

function solve(question: string, passage: string, language: 'ar' | 'en' = 'en') {
  const asked = calculationQuestion(question);
  expect(asked).not.toBeNull();
  return formulaFor(asked!, passage, language);
}

describe('a calculation on a photo, worked from the formula in the notes (decision 106)', () => {
  it("takes no formula of another quantity that shares a word (a wave's speed for a walker's)", () => {
    const waves =
      'Waves\nFrequency: the number of waves passing a point each second, measured in hertz (Hz)\n' +
      'wave speed = frequency × wavelength';
    expect(solve('A girl walks 600 m in 200 s. Find her average speed.', waves)).toBeNull();
    expect(solve('A girl walks 600 m in 200 s. Find her average speed.', SPEED)?.worked).toBe(
      'speed = 600 m ÷ 200 s = 3 m/s',
    );
  });

  it('matches the given values to the terms by their units, also "s" read as "5"', () => {
    expect(solve('A girl walks 600 m in 200 s. Find her average speed.', SPEED)?.worked).toBe(
      'speed = 600 m ÷ 200 s = 3 m/s',
    );
    expect(solve('A girl walks 600 m in 200 5. Find her average speed.', SPEED)?.worked).toBe(
      'speed = 600 m ÷ 200 s = 3 m/s',
    );
  });

  it('reads a symbol\'s quantity from the passage\'s "where V is the voltage"', () => {
    const found = solve('A 4 ohm resistor has 3 A flowing through it. What is the voltage?', OHM);
    expect(found?.passage).toContain('V = I × R');
    expect(found?.worked).toBe('V = 3 A × 4 ohm = 12 V');
  });

  it('matches values with no unit by the words written beside them', () => {
    const found = solve(
      'A country has a labour force of 2000000 people and 100000 of them are unemployed. Calculate the unemployment rate.',
      RATE,
    );
    expect(found?.worked).toBe('unemployment rate = 100000 ÷ 2000000 × 100 = 5%');
  });

  it('works an Arabic question with its units as written', () => {
    expect(solve('جسم كتلته 20 كغ وحجمه 4 م³. احسب كثافته.', ARABIC, 'ar')?.worked).toBe(
      'الكثافة = 20 كغ ÷ 4 م3 = 5 كغ/م3',
    );
  });

  it('quotes the formula without working it when the asked quantity is not its subject', () => {
    const found = solve(
      'A lamp has 12 V across it and a resistance of 6 ohms. Find the current.',
      OHM,
    );
    expect(found?.line).toBe('V = I × R');
    expect(found?.worked).toBeNull();
  });

  it('finds no formula for a quantity the passage does not compute, nor for a plain question', () => {
    expect(solve('A 2 kg ball moves at 3 m/s. Calculate its kinetic energy.', SPEED)).toBeNull();
    expect(calculationQuestion('What is the unit of speed?')).toBeNull();
  });
});
