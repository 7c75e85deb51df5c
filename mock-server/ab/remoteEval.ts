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
    // As the proxy answers: an experiment's value comes as a forced rule with the experiment to track, a forced arm
    // (hashUsed false) included; the browser counts only the visitors hashed into an arm.
    const { experiment, experimentResult } = result;
    if (result.source === 'experiment' && experiment && experimentResult) {
      features[key].rules = [{ force: result.value, tracks: [{ experiment, result: experimentResult }] }];
    }
  }
  const experiments = gb.getExperiments().filter((experiment) => gb.run(experiment).inExperiment);
  gb.destroy();
  return { ...payload, features, experiments };
}
