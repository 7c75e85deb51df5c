// 'Continue here' in the open-in-browser overlay holds for the browser session (the webview's tab): the overlay does
// not come back on every page. Storage that refuses to keep it only means the overlay asks again.
import { keepSessionValue, readSessionValue } from '../../platform/sessionValue.ts';

const KEY = 'inAppBrowser.continueHere';

export const continuesHere = (): boolean => readSessionValue(KEY) === '1';

export const continueHere = (): void => void keepSessionValue(KEY, '1');
