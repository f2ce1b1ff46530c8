/** `admin-library`: the Trading Library with management actions and the 'Student view' switch. */
import { TradingLibrary } from '../components/TradingLibrary.js';

export function AdminLibraryView() {
  return <TradingLibrary role="admin" />;
}
