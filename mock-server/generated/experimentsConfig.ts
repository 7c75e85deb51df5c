/* Generated from schema/config/experiments.schema.json by mock-server/schemas/generateTypes.ts. Do not edit. */

/**
 * Any JSON value a feature can take.
 */
export type FeatureValue =
  | string
  | number
  | boolean
  | null
  | unknown[]
  | {
      [k: string]: unknown;
    };
export type Share = number;
export type Weights = Share[];
export type VariationMeta = {
  /**
   * Sent as variation_id with assign_experiment.
   */
  key: string;
  name?: string;
  passthrough?: boolean;
}[];

/**
 * The features and experiments the local A/B service (mock-server/ab) serves, in the GrowthBook SDK's payload shape. Feature values are read by the app under these keys.
 */
export interface ExperimentsConfig {
  $schema?: string;
  /**
   * SDK client keys the service answers; any other key gets 404.
   *
   * @minItems 1
   */
  clientKeys: string[];
  features: {
    [k: string]: FeatureDefinition;
  };
  /**
   * Auto experiments, e.g. URL redirects.
   */
  experiments?: AutoExperiment[];
}
export interface FeatureDefinition {
  /**
   * For people; the SDK ignores it.
   */
  description?: string;
  defaultValue: FeatureValue;
  rules?: FeatureRule[];
}
/**
 * A forced value (force) or an experiment (key + variations).
 */
export interface FeatureRule {
  id?: string;
  /**
   * GrowthBook targeting condition on the attributes acqAnonymousId and applicationCountry.
   */
  condition?: {
    [k: string]: unknown;
  };
  force?: FeatureValue;
  /**
   * Experiment id, sent as experiment_id with assign_experiment.
   */
  key?: string;
  name?: string;
  /**
   * @minItems 2
   */
  variations?: FeatureValue[];
  weights?: Weights;
  meta?: VariationMeta;
  coverage?: Share;
  hashAttribute?: string;
  hashVersion?: 1 | 2;
  seed?: string;
  phase?: string;
}
export interface AutoExperiment {
  key: string;
  changeId: string;
  name?: string;
  /**
   * Draft and stopped experiments assign nobody.
   */
  status?: 'draft' | 'running' | 'stopped';
  variations: {
    /**
     * Absolute path under the site's base URL.
     */
    urlRedirect?: string;
  }[];
  /**
   * @minItems 1
   */
  urlPatterns: {
    type: 'simple' | 'regex';
    include: boolean;
    pattern: string;
  }[];
  weights?: Weights;
  meta?: VariationMeta;
  coverage?: Share;
  hashAttribute?: string;
  hashVersion?: 1 | 2;
  persistQueryString?: boolean;
  phase?: string;
}
