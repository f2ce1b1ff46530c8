/** Search box, category filter and difficulty filter (courses only) above the two tabs. */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SelectField } from '@tradeboard/ui/forms';
import { CATEGORY_OPTIONS, DIFFICULTY_OPTIONS, type LibraryFilters } from '../lib/filters.js';

interface LibraryFilterBarProps {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}

export function LibraryFilterBar({ filters, onChange }: LibraryFilterBarProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr auto auto' }, mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Search courses and documentation..."
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectField
        menu
        size="small"
        sx={{ minWidth: { sm: 200 } }}
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <SelectField
        menu
        size="small"
        sx={{ minWidth: { sm: 200 } }}
        label="Difficulty"
        value={filters.difficulty}
        options={DIFFICULTY_OPTIONS}
        onChange={(difficulty) => onChange({ ...filters, difficulty })}
      />
    </Box>
  );
}
