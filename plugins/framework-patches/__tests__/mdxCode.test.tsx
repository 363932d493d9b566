/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import MDXCode from '../theme/MDXComponents/Code';

jest.mock('@theme/CodeInline', () => ({
  __esModule: true,
  default: (props: {children: string}) => <code data-testid="inline">{props.children}</code>,
}));
jest.mock('@theme/CodeBlock', () => ({
  __esModule: true,
  default: (props: {children: string; className?: string}) => (
    <pre data-testid="block" data-class={props.className}>
      {props.children}
    </pre>
  ),
}));

// Patch `code-block-on-pages-with-code`: fenced blocks no longer come here, but the theme's rule
// for what is inline stays, and a block written some other way still gets the CodeBlock (loaded then).
it('renders inline code with the theme CodeInline, as the theme does', () => {
  render(<MDXCode>{'npm start'}</MDXCode>);
  expect(screen.getByTestId('inline').textContent).toBe('npm start');
});

it('loads the CodeBlock for code that spans lines, with the same props', async () => {
  render(<MDXCode className="language-bash">{'a\nb\n'}</MDXCode>);
  const block = await screen.findByTestId('block');
  expect(block.textContent).toBe('a\nb\n');
  expect(block.dataset.class).toBe('language-bash');
});

it('an empty block (no children) is a block, as in the theme', async () => {
  render(<MDXCode className="language-hcl" />);
  expect((await screen.findByTestId('block')).dataset.class).toBe('language-hcl');
});
