// Words members type after the base path (config/app.json pathAliases): /acquisition/login leads to the log-in.
import type { Language } from '../shared/languages.ts';
import { redirect, type RouteObject } from 'react-router';
import { pathAliasTargets } from '../navigation/pathAliases.ts';

export const pathAliasRoutes = (lang: Language | undefined): RouteObject[] =>
  pathAliasTargets(lang).map((target) => ({
    id: `${lang ?? 'default'}-alias-${target.word}`,
    path: target.word,
    loader: () => redirect('appPath' in target ? target.appPath : target.href),
  }));
