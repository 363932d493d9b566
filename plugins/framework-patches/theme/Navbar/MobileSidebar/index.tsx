import {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '../../../client/themeInternals';

/**
 * The theme's phone menu, drawn the first time the reader opens it (patch `mobile-sidebar-on-open`,
 * ../../../PATCHES.md). The theme draws it, hidden, as soon as a phone-sized page has hydrated, in
 * the seconds a phone needs to become responsive. Once drawn it stays, so closing and opening again
 * slide as in the theme; the first opening shows it without the slide. A plugin's theme wraps the
 * component through `@theme-init` (theme-classic's own): `@theme-original` would name this file.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set while rendering, so the menu is in the same commit as the navbar's "shown" class.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
