import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/plugins/framework-patches/client/themeInternals';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The theme's phone menu, drawn the first time the reader opens it (patch `mobile-sidebar-on-open`,
 * plugins/framework-patches/PATCHES.md). The theme draws it, hidden, as soon as a phone-sized page
 * has hydrated, in the seconds a phone needs to become responsive. Once drawn it stays, so closing and opening again slide as in
 * the theme; the first opening shows it without the slide.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set while rendering, so the menu is in the same commit as the navbar's "shown" class.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
