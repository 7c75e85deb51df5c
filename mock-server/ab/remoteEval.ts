/**
 * Remote evaluation as GrowthBook's proxy does it: evaluate every feature for the posted
 * attributes and send back only the results, with the experiment to track where one decided.
 */
import { GrowthBook, type Attributes, type FeatureApiResponse, type FeatureDefinition } from '@growthbook/growthbook';

export interface RemoteEvalRequest {
  attributes?: Attributes;
  forcedVariations?: Record<string, number>;
  forcedFeatures?: [string, unknown][];
  url?: string;
}

export function evaluatePayload(payload: FeatureApiResponse, request: RemoteEvalRequest): FeatureApiResponse {
  const gb = new GrowthBook({
    attributes: request.attributes ?? {},
    features: payload.features ?? {},
    experiments: payload.experiments ?? [],
    forcedVariations: request.forcedVariations ?? {},
    url: request.url ?? '',
  });
  gb.setForcedFeatures(new Map(request.forcedFeatures ?? []));
  const features: Record<string, FeatureDefinition> = {};
  for (const key of Object.keys(gb.getFeatures())) {
    const result = gb.evalFeature(key);
    features[key] = { defaultValue: result.value };
    // Tracked only where the browser's own evaluation would track: the visitor hashed into the experiment (a forced
    // arm is shown, not counted).
    const { experiment, experimentResult } = result;
    if (experiment && experimentResult?.inExperiment && experimentResult.hashUsed) {
      features[key].rules = [{ force: result.value, tracks: [{ experiment, result: experimentResult }] }];
    }
  }
  const experiments = gb.getExperiments().filter((experiment) => gb.run(experiment).inExperiment);
  gb.destroy();
  return { ...payload, features, experiments };
}
