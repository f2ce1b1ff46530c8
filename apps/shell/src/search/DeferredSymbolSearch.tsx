import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { lazy, Suspense } from 'react';
import { useFrameHold, useHydrated } from '../frame/hydration.js';
import type { SymbolSearchProps } from './SymbolSearch.js';

const SymbolSearch = lazy(() =>
  import(/* webpackChunkName: "symbol-search" */ './SymbolSearch.js').then((module) => ({
    default: module.SymbolSearch,
  })),
);

/**
 * Where the search sits until its Autocomplete is here: the same outlined field at the same size (an
 * OutlinedInput: TextField would bring MUI's menu select, with its menu and popover).
 */
function SearchFieldStandIn() {
  return (
    <OutlinedInput
      size="small"
      placeholder="Search symbols..."
      sx={{ width: { xs: '100%', md: 240 } }}
      inputProps={{ readOnly: true, 'aria-label': 'Search watchlist symbols' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
}

/**
 * The header's symbol search, whose Autocomplete (with its popup code) is a file of its own: a phone
 * shows the search only when its icon button is pressed, so a phone's page downloads it then, and a
 * desktop's right after hydration. The served frame and the layout the viewport hides hold the
 * stand-in only: hydrating the real one there would fetch it on a phone too.
 */
export function DeferredSymbolSearch(props: SymbolSearchProps) {
  const hydrated = useHydrated();
  const held = useFrameHold();
  if (!hydrated || held) return <SearchFieldStandIn />;
  return (
    <Suspense fallback={<SearchFieldStandIn />}>
      <SymbolSearch {...props} />
    </Suspense>
  );
}
