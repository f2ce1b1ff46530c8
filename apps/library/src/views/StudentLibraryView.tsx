/** `student-library`: the Trading Library read only, with the student's own progress. */
import { TradingLibrary } from '../components/TradingLibrary.js';

export function StudentLibraryView() {
  return <TradingLibrary role="student" />;
}
