import {createContext} from 'react';

/**
 * Text a page wants in its search box before the reader types (the not-found page puts the
 * words of the address there). The box takes it only while it is empty.
 */
export const SearchPrefill = createContext('');
