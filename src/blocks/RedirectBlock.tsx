import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { routePath } from '../navigation/routeById.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';

/** Moves on after a few seconds (the already-active page forwards to the log-in); the page says so in its text. */
export function RedirectBlock({ block }: BlockProps<BlockOf<'redirect'>>) {
  const navigate = useNavigate();
  const lang = useLanguagePrefix();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(routePath(block.to, lang)), block.afterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [navigate, lang, block.to, block.afterSeconds]);
  return null;
}
