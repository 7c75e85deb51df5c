/* Generated from schema/acquisition.graphql by mock-server/schemas/generateResolverTypes.ts. Do not edit. */
/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { MockContext } from '../graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** An object Relay can refetch by its globally unique id. */
export type Node = {
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  node?: Maybe<Node>;
  /** spec §7: what a registration code (or a registration link) allows. */
  registrationCodeDetails?: Maybe<RegistrationCodeDetails>;
  /** spec §7: the registration country the backend suggests for this visitor (always one of the 27). */
  countryDetails?: Maybe<CountryDetails>;
  /** The visitor's country as the backend sees it (may be outside the 27). */
  visitorCountry?: Maybe<VisitorCountry>;
  /** The user the bearer token belongs to; null without a valid token. */
  viewer?: Maybe<User>;
};

export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRegistrationCodeDetailsArgs = {
  registrationCode: Scalars['String']['input'];
  validityTimestamp?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** spec §7: first step of a registration. */
  registrationSubmitForm?: Maybe<RegistrationSubmitFormPayload>;
  /** spec §7: creates the shop account; the activation mail links to hybrisAccountActivationUrl. */
  finalizeRegistration?: Maybe<FinalizeRegistrationPayload>;
  /** The activation link of the activation mail was opened. */
  activateAccount?: Maybe<ActivateAccountPayload>;
  /** Lobby: put the e-mail of the lobby token on the waiting list. */
  joinWaitingList?: Maybe<JoinWaitingListPayload>;
  /** Membership interest: apply with an e-mail address. */
  applyForMembership?: Maybe<ApplyForMembershipPayload>;
  /** Returns a bearer token for the Authorization header. */
  logIn?: Maybe<LogInPayload>;
  /** Admin only: a registration link for a valid code, valid 14 days. */
  generateRegistrationLink?: Maybe<GenerateRegistrationLinkPayload>;
};

export type MutationRegistrationSubmitFormArgs = {
  consents?: InputMaybe<Array<ConsentsInput>>;
  deepLinkingPageData?: InputMaybe<DeepLinkingPageDataInput>;
  registrationCode: Scalars['ID']['input'];
  formInput: RegistrationFormInput;
  socialRegistrationInput?: InputMaybe<SocialRegistrationInput>;
};

export type MutationFinalizeRegistrationArgs = {
  consents?: InputMaybe<Array<ConsentsInput>>;
  finalizeRegistrationInput: FinalizeRegistrationInput;
};

export type MutationActivateAccountArgs = {
  input: ActivateAccountInput;
};

export type MutationJoinWaitingListArgs = {
  input: JoinWaitingListInput;
};

export type MutationApplyForMembershipArgs = {
  input: ApplyForMembershipInput;
};

export type MutationLogInArgs = {
  input: LogInInput;
};

export type MutationGenerateRegistrationLinkArgs = {
  input: GenerateRegistrationLinkInput;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Sends the registration's current status at once, then each change (e.g. activated elsewhere). */
  registrationStatusChanged?: Maybe<Registration>;
};

export type SubscriptionRegistrationStatusChangedArgs = {
  registrationId: Scalars['ID']['input'];
};

export type RegistrationCodeDetails = {
  __typename?: 'RegistrationCodeDetails';
  /** One English sentence per entry of errorDetails, for logs; screens use errorDetails. */
  errors: Array<Scalars['String']['output']>;
  errorDetails: Array<RegistrationCodeErrorDetail>;
  /** The inviting member's name, in the spec's spelling (spec §3); the app reads it as inviterName. */
  invitorName?: Maybe<Scalars['String']['output']>;
  countryOptions: Array<CountryOption>;
  /** How the landing page looks for this code; null when the code has none (CUSTOMIZATION_MISSING). */
  customization?: Maybe<RegistrationCustomization>;
};

export type RegistrationCodeErrorDetail = {
  __typename?: 'RegistrationCodeErrorDetail';
  error: RegistrationCodeError;
};

/**
 * The first six are spec §8's; the last four are this contract's additions for
 * expired codes and for registration links whose validity timestamp is past, forged or missing
 * (a link-only code opened without its link's timestamp: spec §8's tracked 'timestamp missing').
 */
export type RegistrationCodeError =
  | 'CUSTOMIZATION_MISSING'
  | 'INVITER_INVALID'
  | 'REFERER_INVALID'
  | 'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS'
  | 'REGISTRATION_CODE_INVALID'
  | 'REGISTRATION_CODE_NO_BALANCE_LEFT'
  | 'REGISTRATION_CODE_EXPIRED'
  | 'REGISTRATION_LINK_EXPIRED'
  | 'REGISTRATION_LINK_INVALID'
  | 'REGISTRATION_LINK_TIMESTAMP_MISSING';

/** A selectable registration country with the versions of its legal texts. */
export type CountryOption = {
  __typename?: 'CountryOption';
  isoCode: Scalars['String']['output'];
  dataPolicyPkString: Scalars['String']['output'];
  termsPkString: Scalars['String']['output'];
};

/**
 * How the landing page looks for a code. Each value is a name config/variants.json defines (marketing owns the
 * list there); the app ignores a name it does not know.
 */
export type RegistrationCustomization = {
  __typename?: 'RegistrationCustomization';
  /** A key of copyVariants. */
  copyVariant: Scalars['String']['output'];
  /** A key of welcomeVouchers. */
  welcomeVoucher: Scalars['String']['output'];
  /** One of registrationLayouts. */
  registrationLayout: Scalars['String']['output'];
  /** One of registrationFlows. */
  registrationFlow: Scalars['String']['output'];
  theme: Scalars['String']['output'];
};

export type CountryDetails = {
  __typename?: 'CountryDetails';
  country: Scalars['String']['output'];
};

export type VisitorCountry = {
  __typename?: 'VisitorCountry';
  /** ISO 3166-1 alpha-2, null when unknown. */
  isoCode?: Maybe<Scalars['String']['output']>;
  /** Whether isoCode is one of the 27 registration countries. */
  isRegistrationCountry: Scalars['Boolean']['output'];
  source: VisitorCountrySource;
};

export type VisitorCountrySource = 'GEO_IP' | 'ACCEPT_LANGUAGE' | 'UNKNOWN';

export type RegistrationFormInput = {
  /** FEMALE (Ms/Mrs) or MALE (Mr) */
  gender?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** One of the 27 registration countries, ISO 3166-1 alpha-2 */
  country?: InputMaybe<Scalars['String']['input']>;
  /** One of the languages of config/app.json */
  locale?: InputMaybe<Scalars['String']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  termsAndConditions?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ConsentsInput = {
  consentType: ConsentType;
  /** The pkString of the country option the visitor saw; required for TERMS and DATA_POLICY. */
  pkString?: InputMaybe<Scalars['String']['input']>;
  accepted: Scalars['Boolean']['input'];
};

export type ConsentType = 'TERMS' | 'DATA_POLICY' | 'NEWSLETTER';

export type DeepLinkingPageDataInput = {
  sourcePath?: InputMaybe<Scalars['String']['input']>;
  previousPdpPage?: InputMaybe<Scalars['String']['input']>;
};

export type SocialRegistrationInput = {
  provider: SocialProvider;
  idToken?: InputMaybe<Scalars['String']['input']>;
};

export type SocialProvider = 'GOOGLE' | 'FACEBOOK' | 'APPLE' | 'PHONE' | 'EMAIL';

export type FinalizeRegistrationInput = {
  registrationId: Scalars['ID']['input'];
  /** Absolute URL of the app's activation page on this site; the activation mail links there. */
  accountActivationUrl?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationSubmitFormPayload = {
  __typename?: 'RegistrationSubmitFormPayload';
  registration?: Maybe<Registration>;
  /** Signed token (JWT) holding the registration's e-mail; opens the lobby and the social second step. */
  token?: Maybe<Scalars['String']['output']>;
  registrationProblems: Array<RegistrationProblem>;
  consentCredentials?: Maybe<ConsentCredentials>;
};

export type FinalizeRegistrationPayload = {
  __typename?: 'FinalizeRegistrationPayload';
  hybrisAccountActivationUrl?: Maybe<Scalars['String']['output']>;
  registration?: Maybe<Registration>;
  registrationProblems: Array<RegistrationProblem>;
  consentCredentials?: Maybe<ConsentCredentials>;
};

export type Registration = Node & {
  __typename?: 'Registration';
  id: Scalars['ID']['output'];
  status: RegistrationStatus;
  /** Set once the shop account exists (after finalizeRegistration). */
  customerId?: Maybe<Scalars['String']['output']>;
  cmpCustomerConsentToken?: Maybe<Scalars['String']['output']>;
  saltedHashedCustomerId?: Maybe<Scalars['String']['output']>;
};

export type RegistrationStatus =
  /** Form accepted, shop account not created yet. */
  | 'SUBMITTED'
  /** Shop account created, activation mail sent. */
  | 'PENDING_ACTIVATION'
  | 'ACTIVE';

/** Lets the consent manager store the visitor's consents for this customer. */
export type ConsentCredentials = {
  __typename?: 'ConsentCredentials';
  hmacToken: Scalars['String']['output'];
  passphrase: Scalars['String']['output'];
};

export type RegistrationProblem = {
  __typename?: 'RegistrationProblem';
  /** English sentence for logs; screens translate the reason. */
  message: Scalars['String']['output'];
  reason: RegistrationProblemReason;
  reasonDetails?: Maybe<RegistrationProblemReasonDetails>;
};

export type RegistrationProblemReasonDetails = {
  __typename?: 'RegistrationProblemReasonDetails';
  /**
   * What exactly is wrong: REQUIRED, TOO_LONG, NOT_ALLOWED_CHARACTERS, INVALID_FORMAT,
   * NOT_IN_LIST, NOT_ACCEPTED, OUTDATED_VERSION, ALREADY_USED, NOT_FOUND, UNAVAILABLE,
   * or a RegistrationCodeError name for the reason RegistrationCode.
   */
  error: Scalars['String']['output'];
  /** The input field the problem belongs to (e.g. firstName), null when none. */
  field?: Maybe<Scalars['String']['output']>;
};

/** spec §5: the problem types of submit and finalize. */
export type RegistrationProblemReason =
  | 'AcceptedDataPolicy'
  | 'AcceptedTerms'
  | 'ActivationAccountUrlInvalid'
  | 'AgreementsAcceptedInvalid'
  | 'AgreementsNotAccepted'
  | 'CountryInvalid'
  | 'EmailAlreadyUsedActive'
  | 'EmailAlreadyUsedInAcq'
  | 'EmailAlreadyUsedPending'
  | 'EmailInvalid'
  | 'FinalizationRegistrationIdNotExists'
  | 'FirstNameInvalid'
  | 'GenderInvalid'
  | 'Infrastructure'
  | 'LastNameInvalid'
  | 'LocaleInvalid'
  | 'RegistrationCode'
  | 'RegistrationCodeInvalid';

export type ActivateAccountInput = {
  /** The activationId query parameter of the activation link. */
  activationId: Scalars['ID']['input'];
};

export type ActivateAccountPayload = {
  __typename?: 'ActivateAccountPayload';
  registration?: Maybe<Registration>;
  error?: Maybe<AccountActivationError>;
};

export type AccountActivationError =
  /** Unknown link: contact customer service. */
  | 'ACTIVATION_NOT_FOUND'
  /** The attempt failed: try again. */
  | 'ACTIVATION_FAILED';

export type JoinWaitingListInput = {
  /** The lobby's token query parameter. */
  token: Scalars['String']['input'];
};

export type JoinWaitingListPayload = {
  __typename?: 'JoinWaitingListPayload';
  email: Scalars['String']['output'];
  status: WaitingListStatus;
  /** This e-mail's place among those still waiting (1: the next to be let in). */
  position: Scalars['Int']['output'];
  /** How many joined the list before this e-mail, including those let in since. */
  joinedBefore: Scalars['Int']['output'];
};

export type WaitingListStatus = 'ADDED' | 'ALREADY_ON_LIST';

export type ApplyForMembershipInput = {
  email: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};

export type ApplyForMembershipPayload = {
  __typename?: 'ApplyForMembershipPayload';
  /** Null when problems are set. */
  status?: Maybe<MembershipInterestStatus>;
  problems: Array<RegistrationProblem>;
};

export type MembershipInterestStatus = 'SUBMITTED' | 'ALREADY_SUBMITTED';

export type LogInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LogInPayload = {
  __typename?: 'LogInPayload';
  /** Bearer token (JWT, 7 days) for the Authorization header; null on error. */
  token?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  error?: Maybe<LogInError>;
};

export type LogInError =
  /** Unknown e-mail or wrong password: the same answer, so a log-in does not reveal who is a member. */
  | 'INVALID_CREDENTIALS'
  /** After 5 failed log-ins for one e-mail within 15 minutes, every log-in of that e-mail is refused for 15 minutes. */
  | 'TOO_MANY_ATTEMPTS';

export type User = Node & {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  roles: Array<UserRole>;
};

export type UserRole = 'MEMBER' | 'ADMIN';

export type GenerateRegistrationLinkInput = {
  registrationCode: Scalars['String']['input'];
};

export type GenerateRegistrationLinkPayload = {
  __typename?: 'GenerateRegistrationLinkPayload';
  /** Null when errorDetails is not empty. */
  registrationLink?: Maybe<RegistrationLink>;
  errorDetails: Array<RegistrationCodeErrorDetail>;
};

export type RegistrationLink = Node & {
  __typename?: 'RegistrationLink';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
  registrationCode: Scalars['String']['output'];
  /** Signed expiry (milliseconds since epoch, a dot, HMAC); the link's validityTimestamp query parameter. */
  validityTimestamp: Scalars['String']['output'];
  /** ISO 8601 */
  validUntil: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | (Registration & { __typename: 'Registration' })
    | (User & { __typename: 'User' })
    | (RegistrationLink & { __typename: 'RegistrationLink' });
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationCodeDetails: ResolverTypeWrapper<RegistrationCodeDetails>;
  RegistrationCodeErrorDetail: ResolverTypeWrapper<RegistrationCodeErrorDetail>;
  RegistrationCodeError: RegistrationCodeError;
  CountryOption: ResolverTypeWrapper<CountryOption>;
  RegistrationCustomization: ResolverTypeWrapper<RegistrationCustomization>;
  CountryDetails: ResolverTypeWrapper<CountryDetails>;
  VisitorCountry: ResolverTypeWrapper<VisitorCountry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  VisitorCountrySource: VisitorCountrySource;
  RegistrationFormInput: RegistrationFormInput;
  ConsentsInput: ConsentsInput;
  ConsentType: ConsentType;
  DeepLinkingPageDataInput: DeepLinkingPageDataInput;
  SocialRegistrationInput: SocialRegistrationInput;
  SocialProvider: SocialProvider;
  FinalizeRegistrationInput: FinalizeRegistrationInput;
  RegistrationSubmitFormPayload: ResolverTypeWrapper<
    Omit<RegistrationSubmitFormPayload, 'consentCredentials'> & {
      consentCredentials?: Maybe<ResolversTypes['ConsentCredentials']>;
    }
  >;
  FinalizeRegistrationPayload: ResolverTypeWrapper<
    Omit<FinalizeRegistrationPayload, 'consentCredentials'> & {
      consentCredentials?: Maybe<ResolversTypes['ConsentCredentials']>;
    }
  >;
  Registration: ResolverTypeWrapper<Registration>;
  RegistrationStatus: RegistrationStatus;
  ConsentCredentials: ResolverTypeWrapper<Omit<ConsentCredentials, 'passphrase'>>;
  RegistrationProblem: ResolverTypeWrapper<RegistrationProblem>;
  RegistrationProblemReasonDetails: ResolverTypeWrapper<RegistrationProblemReasonDetails>;
  RegistrationProblemReason: RegistrationProblemReason;
  ActivateAccountInput: ActivateAccountInput;
  ActivateAccountPayload: ResolverTypeWrapper<ActivateAccountPayload>;
  AccountActivationError: AccountActivationError;
  JoinWaitingListInput: JoinWaitingListInput;
  JoinWaitingListPayload: ResolverTypeWrapper<JoinWaitingListPayload>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  WaitingListStatus: WaitingListStatus;
  ApplyForMembershipInput: ApplyForMembershipInput;
  ApplyForMembershipPayload: ResolverTypeWrapper<ApplyForMembershipPayload>;
  MembershipInterestStatus: MembershipInterestStatus;
  LogInInput: LogInInput;
  LogInPayload: ResolverTypeWrapper<LogInPayload>;
  LogInError: LogInError;
  User: ResolverTypeWrapper<User>;
  UserRole: UserRole;
  GenerateRegistrationLinkInput: GenerateRegistrationLinkInput;
  GenerateRegistrationLinkPayload: ResolverTypeWrapper<GenerateRegistrationLinkPayload>;
  RegistrationLink: ResolverTypeWrapper<RegistrationLink>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Mutation: Record<PropertyKey, never>;
  Subscription: Record<PropertyKey, never>;
  RegistrationCodeDetails: RegistrationCodeDetails;
  RegistrationCodeErrorDetail: RegistrationCodeErrorDetail;
  CountryOption: CountryOption;
  RegistrationCustomization: RegistrationCustomization;
  CountryDetails: CountryDetails;
  VisitorCountry: VisitorCountry;
  Boolean: Scalars['Boolean']['output'];
  RegistrationFormInput: RegistrationFormInput;
  ConsentsInput: ConsentsInput;
  DeepLinkingPageDataInput: DeepLinkingPageDataInput;
  SocialRegistrationInput: SocialRegistrationInput;
  FinalizeRegistrationInput: FinalizeRegistrationInput;
  RegistrationSubmitFormPayload: Omit<RegistrationSubmitFormPayload, 'consentCredentials'> & {
    consentCredentials?: Maybe<ResolversParentTypes['ConsentCredentials']>;
  };
  FinalizeRegistrationPayload: Omit<FinalizeRegistrationPayload, 'consentCredentials'> & {
    consentCredentials?: Maybe<ResolversParentTypes['ConsentCredentials']>;
  };
  Registration: Registration;
  ConsentCredentials: Omit<ConsentCredentials, 'passphrase'>;
  RegistrationProblem: RegistrationProblem;
  RegistrationProblemReasonDetails: RegistrationProblemReasonDetails;
  ActivateAccountInput: ActivateAccountInput;
  ActivateAccountPayload: ActivateAccountPayload;
  JoinWaitingListInput: JoinWaitingListInput;
  JoinWaitingListPayload: JoinWaitingListPayload;
  Int: Scalars['Int']['output'];
  ApplyForMembershipInput: ApplyForMembershipInput;
  ApplyForMembershipPayload: ApplyForMembershipPayload;
  LogInInput: LogInInput;
  LogInPayload: LogInPayload;
  User: User;
  GenerateRegistrationLinkInput: GenerateRegistrationLinkInput;
  GenerateRegistrationLinkPayload: GenerateRegistrationLinkPayload;
  RegistrationLink: RegistrationLink;
};

export type NodeResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node'],
> = {
  __resolveType: TypeResolveFn<'Registration' | 'User' | 'RegistrationLink', ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  node: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  registrationCodeDetails: Resolver<
    Maybe<ResolversTypes['RegistrationCodeDetails']>,
    ParentType,
    ContextType,
    RequireFields<QueryRegistrationCodeDetailsArgs, 'registrationCode'>
  >;
  countryDetails: Resolver<Maybe<ResolversTypes['CountryDetails']>, ParentType, ContextType>;
  visitorCountry: Resolver<Maybe<ResolversTypes['VisitorCountry']>, ParentType, ContextType>;
  viewer: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  registrationSubmitForm: Resolver<
    Maybe<ResolversTypes['RegistrationSubmitFormPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationRegistrationSubmitFormArgs, 'registrationCode' | 'formInput'>
  >;
  finalizeRegistration: Resolver<
    Maybe<ResolversTypes['FinalizeRegistrationPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationFinalizeRegistrationArgs, 'finalizeRegistrationInput'>
  >;
  activateAccount: Resolver<
    Maybe<ResolversTypes['ActivateAccountPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationActivateAccountArgs, 'input'>
  >;
  joinWaitingList: Resolver<
    Maybe<ResolversTypes['JoinWaitingListPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationJoinWaitingListArgs, 'input'>
  >;
  applyForMembership: Resolver<
    Maybe<ResolversTypes['ApplyForMembershipPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationApplyForMembershipArgs, 'input'>
  >;
  logIn: Resolver<
    Maybe<ResolversTypes['LogInPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationLogInArgs, 'input'>
  >;
  generateRegistrationLink: Resolver<
    Maybe<ResolversTypes['GenerateRegistrationLinkPayload']>,
    ParentType,
    ContextType,
    RequireFields<MutationGenerateRegistrationLinkArgs, 'input'>
  >;
};

export type SubscriptionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription'],
> = {
  registrationStatusChanged: SubscriptionResolver<
    Maybe<ResolversTypes['Registration']>,
    'registrationStatusChanged',
    ParentType,
    ContextType,
    RequireFields<SubscriptionRegistrationStatusChangedArgs, 'registrationId'>
  >;
};

export type RegistrationCodeDetailsResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationCodeDetails'] = ResolversParentTypes['RegistrationCodeDetails'],
> = {
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorDetails?: Resolver<Array<ResolversTypes['RegistrationCodeErrorDetail']>, ParentType, ContextType>;
  invitorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryOptions?: Resolver<Array<ResolversTypes['CountryOption']>, ParentType, ContextType>;
  customization?: Resolver<Maybe<ResolversTypes['RegistrationCustomization']>, ParentType, ContextType>;
};

export type RegistrationCodeErrorDetailResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationCodeErrorDetail'] =
    ResolversParentTypes['RegistrationCodeErrorDetail'],
> = {
  error?: Resolver<ResolversTypes['RegistrationCodeError'], ParentType, ContextType>;
};

export type CountryOptionResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['CountryOption'] = ResolversParentTypes['CountryOption'],
> = {
  isoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataPolicyPkString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsPkString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationCustomizationResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationCustomization'] =
    ResolversParentTypes['RegistrationCustomization'],
> = {
  copyVariant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  welcomeVoucher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationLayout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationFlow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryDetailsResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['CountryDetails'] = ResolversParentTypes['CountryDetails'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitorCountryResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['VisitorCountry'] = ResolversParentTypes['VisitorCountry'],
> = {
  isoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRegistrationCountry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['VisitorCountrySource'], ParentType, ContextType>;
};

export type RegistrationSubmitFormPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationSubmitFormPayload'] =
    ResolversParentTypes['RegistrationSubmitFormPayload'],
> = {
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationProblems?: Resolver<Array<ResolversTypes['RegistrationProblem']>, ParentType, ContextType>;
  consentCredentials?: Resolver<Maybe<ResolversTypes['ConsentCredentials']>, ParentType, ContextType>;
};

export type FinalizeRegistrationPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['FinalizeRegistrationPayload'] =
    ResolversParentTypes['FinalizeRegistrationPayload'],
> = {
  hybrisAccountActivationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
  registrationProblems?: Resolver<Array<ResolversTypes['RegistrationProblem']>, ParentType, ContextType>;
  consentCredentials?: Resolver<Maybe<ResolversTypes['ConsentCredentials']>, ParentType, ContextType>;
};

export type RegistrationResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cmpCustomerConsentToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saltedHashedCustomerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConsentCredentialsResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ConsentCredentials'] = ResolversParentTypes['ConsentCredentials'],
> = {
  hmacToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passphrase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationProblemResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationProblem'] = ResolversParentTypes['RegistrationProblem'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['RegistrationProblemReason'], ParentType, ContextType>;
  reasonDetails?: Resolver<Maybe<ResolversTypes['RegistrationProblemReasonDetails']>, ParentType, ContextType>;
};

export type RegistrationProblemReasonDetailsResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationProblemReasonDetails'] =
    ResolversParentTypes['RegistrationProblemReasonDetails'],
> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivateAccountPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ActivateAccountPayload'] = ResolversParentTypes['ActivateAccountPayload'],
> = {
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['AccountActivationError']>, ParentType, ContextType>;
};

export type JoinWaitingListPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['JoinWaitingListPayload'] = ResolversParentTypes['JoinWaitingListPayload'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListStatus'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  joinedBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplyForMembershipPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['ApplyForMembershipPayload'] =
    ResolversParentTypes['ApplyForMembershipPayload'],
> = {
  status?: Resolver<Maybe<ResolversTypes['MembershipInterestStatus']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['RegistrationProblem']>, ParentType, ContextType>;
};

export type LogInPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['LogInPayload'] = ResolversParentTypes['LogInPayload'],
> = {
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['LogInError']>, ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GenerateRegistrationLinkPayloadResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['GenerateRegistrationLinkPayload'] =
    ResolversParentTypes['GenerateRegistrationLinkPayload'],
> = {
  registrationLink?: Resolver<Maybe<ResolversTypes['RegistrationLink']>, ParentType, ContextType>;
  errorDetails?: Resolver<Array<ResolversTypes['RegistrationCodeErrorDetail']>, ParentType, ContextType>;
};

export type RegistrationLinkResolvers<
  ContextType = MockContext,
  ParentType extends ResolversParentTypes['RegistrationLink'] = ResolversParentTypes['RegistrationLink'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validityTimestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = MockContext> = {
  Node?: NodeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  RegistrationCodeDetails?: RegistrationCodeDetailsResolvers<ContextType>;
  RegistrationCodeErrorDetail?: RegistrationCodeErrorDetailResolvers<ContextType>;
  CountryOption?: CountryOptionResolvers<ContextType>;
  RegistrationCustomization?: RegistrationCustomizationResolvers<ContextType>;
  CountryDetails?: CountryDetailsResolvers<ContextType>;
  VisitorCountry?: VisitorCountryResolvers<ContextType>;
  RegistrationSubmitFormPayload?: RegistrationSubmitFormPayloadResolvers<ContextType>;
  FinalizeRegistrationPayload?: FinalizeRegistrationPayloadResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  ConsentCredentials?: ConsentCredentialsResolvers<ContextType>;
  RegistrationProblem?: RegistrationProblemResolvers<ContextType>;
  RegistrationProblemReasonDetails?: RegistrationProblemReasonDetailsResolvers<ContextType>;
  ActivateAccountPayload?: ActivateAccountPayloadResolvers<ContextType>;
  JoinWaitingListPayload?: JoinWaitingListPayloadResolvers<ContextType>;
  ApplyForMembershipPayload?: ApplyForMembershipPayloadResolvers<ContextType>;
  LogInPayload?: LogInPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  GenerateRegistrationLinkPayload?: GenerateRegistrationLinkPayloadResolvers<ContextType>;
  RegistrationLink?: RegistrationLinkResolvers<ContextType>;
};
