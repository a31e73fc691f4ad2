// Merging our disabled Chromium features into Playwright's: Chromium keeps only the last --disable-features switch,
// so the launch must carry one switch with every name, and drop Playwright's own switch that it replaces.
import { describe, expect, it } from 'vitest';
import { disabledFeaturesIn, mergeDisabledFeatures } from '../../../scripts/lib/chromium-launch';

const PLAYWRIGHT_DEFAULTS = [
  '--disable-background-networking',
  '--disable-features=PaintHolding,HttpsUpgrades',
  '--enable-features=CDPScreenshotNewSurface',
  '--headless',
];

describe('disabledFeaturesIn', () => {
  it('reads every --disable-features switch, in order, without repeats or empty names', () => {
    expect(
      disabledFeaturesIn(['--x', '--disable-features=A,B', '--disable-features=B,,C', '--enable-features=D']),
    ).toEqual(['A', 'B', 'C']);
    expect(disabledFeaturesIn(['--headless'])).toEqual([]);
  });
});

describe('mergeDisabledFeatures', () => {
  it("keeps Playwright's names, adds ours and the caller's, in one switch that replaces Playwright's", () => {
    const merged = mergeDisabledFeatures(
      PLAYWRIGHT_DEFAULTS,
      ['--no-sandbox', '--disable-features=LocalNetworkAccessChecks'],
      ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
    );
    expect(merged.ignoreDefaultArgs).toEqual(['--disable-features=PaintHolding,HttpsUpgrades']);
    expect(merged.args).toEqual([
      '--no-sandbox',
      '--disable-features=PaintHolding,HttpsUpgrades,LocalNetworkAccessChecks,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('names a feature once when both lists carry it', () => {
    const merged = mergeDisabledFeatures(
      PLAYWRIGHT_DEFAULTS,
      ['--disable-features=PaintHolding'],
      ['PaintHolding'],
    );
    expect(merged.args).toEqual(['--disable-features=PaintHolding,HttpsUpgrades']);
  });

  it('adds no switch and drops nothing when no list has a name', () => {
    expect(mergeDisabledFeatures(['--headless'], ['--no-sandbox'], [])).toEqual({
      ignoreDefaultArgs: [],
      args: ['--no-sandbox'],
    });
  });
});
