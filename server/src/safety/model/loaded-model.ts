// The learned safety layer's weights, read once when the server starts (bundled by esbuild as
// JSON). Written by `npm run train:safety`; see safety-model.ts.
import weights from './weights.json' with { type: 'json' };
import { loadSafetyModel, type SafetyModelFile } from './safety-model.js';

export const SAFETY_MODEL = loadSafetyModel(weights as SafetyModelFile);
