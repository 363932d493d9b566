/** @jest-environment jsdom */
import {fireEvent, render, screen, within} from '@testing-library/react';
import OtmSimulator from '../theme/OtmSimulator';
import {hotspareRecord} from '../__fixtures__/configs';

const card = (id: string): HTMLElement => document.querySelector<HTMLElement>(`[data-server="${id}"]`)!;
const group = (name: 'main' | 'backup'): HTMLElement => document.querySelector<HTMLElement>(`[data-group="${name}"]`)!;
const log = (): HTMLElement => screen.getByRole('log');
const fail = (id: string) => fireEvent.click(within(card(id)).getByRole('button', {name: `Symuluj awarię serwera ${id}`}));

describe('<OtmSimulator />', () => {
  it('shows both groups, roles, Polish state labels, shares and the next DNS answer', () => {
    render(<OtmSimulator />);
    expect(screen.getByRole('heading', {name: 'Symulator przełączania awaryjnego OTM'})).toBeInTheDocument();
    expect(within(group('main')).getByRole('heading', {name: 'Grupa główna (main)'})).toBeInTheDocument();
    expect(within(group('backup')).getByRole('heading', {name: 'Grupa zapasowa (backup)'})).toBeInTheDocument();
    expect(group('main')).toHaveTextContent('Aktywna: obsługuje ruch');
    expect(group('backup')).toHaveTextContent('Nieaktywna: nie obsługuje ruchu');
    expect(card('active-1')).toHaveTextContent(/RolaAktywny.*Stan● Obsługuje ruch.*OnlineOnline.*Udział w ruchu100%/);
    expect(card('hotspare-1')).toHaveTextContent(/RolaHotspare.*Gotowy do przejęcia ruchu.*Udział w ruchu0%/);
    expect(card('backup-1')).toHaveTextContent('bez roli (grupa zapasowa)');
    expect(screen.getByText('Zapytanie nr 1:', {exact: false})).toHaveTextContent('192.0.2.10');
  });

  it('splits three actives 33,33% each and rotates the answer on the next query', () => {
    render(<OtmSimulator preset="three-actives" />);
    expect(screen.getAllByText('33,33%')).toHaveLength(3);
    const answer = document.querySelector('[data-answer]')!;
    expect(answer).toHaveTextContent('203.0.113.11, 203.0.113.12, 203.0.113.13');
    fireEvent.click(screen.getByRole('button', {name: 'Zadaj kolejne zapytanie'}));
    expect(answer).toHaveTextContent('Zapytanie nr 2: 203.0.113.12, 203.0.113.13, 203.0.113.11');
  });

  it('lets the hotspare take over a failed active and explains it in the live log', () => {
    render(<OtmSimulator preset="hotspare-backup" />);
    expect(log()).toHaveAttribute('aria-live', 'polite');
    fail('active-1');
    expect(card('active-1')).toHaveTextContent(/Awaria.*Offline/);
    expect(card('hotspare-1')).toHaveTextContent(/Obsługuje ruch.*100%.*Zastępuje.*active-1/);
    expect(log()).toHaveTextContent(/Reguła 1 grupy głównej.*serwer Hotspare hotspare-1/);
    expect(within(card('active-1')).getByRole('button', {name: 'Przywróć działanie serwera active-1'})).toBeInTheDocument();
  });

  it('moves traffic to the backup group when the whole main group fails', () => {
    render(<OtmSimulator />);
    fail('active-1');
    fail('hotspare-1');
    expect(group('backup')).toHaveTextContent('Aktywna: obsługuje ruch');
    expect(group('main')).toHaveTextContent('Nieaktywna');
    expect(card('backup-1')).toHaveTextContent('50%');
    expect(log()).toHaveTextContent(/Reguła 1 grup \(polityka automatyczna\)/);
  });

  it('shows ON/OFF switches in manual server mode and serves what is switched on', () => {
    render(<OtmSimulator />);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.change(screen.getByLabelText('Polityka serwerów (grupa główna)'), {target: {value: 'manual'}});
    const spareSwitch = within(card('hotspare-1')).getByRole('switch');
    expect(spareSwitch).toHaveAttribute('aria-checked', 'false');
    expect(spareSwitch).toHaveTextContent('W rekordzie hotspare-1: OFF');
    fireEvent.click(spareSwitch);
    expect(spareSwitch).toHaveAttribute('aria-checked', 'true');
    expect(card('hotspare-1')).toHaveTextContent('50%');
    expect(log()).toHaveTextContent('Ręcznie przełączono serwer hotspare-1 (192.0.2.20) na ON');
  });

  it('warns on the card when manual mode keeps a failed server in the record', () => {
    render(<OtmSimulator />);
    fireEvent.change(screen.getByLabelText('Polityka serwerów (grupa główna)'), {target: {value: 'manual'}});
    fail('active-1');
    expect(card('active-1')).toHaveTextContent(/Awaria.*100%.*rekord nadal zwraca adres tego serwera/);
  });

  it('offers "Aktywuj ręcznie" in manual group mode', () => {
    render(<OtmSimulator />);
    expect(screen.queryByRole('button', {name: /Aktywuj ręcznie/})).toBeNull();
    fireEvent.change(screen.getByLabelText('Polityka grup'), {target: {value: 'manual'}});
    fail('active-1');
    fail('hotspare-1');
    expect(group('main')).toHaveTextContent('Nieaktywna');
    expect(document.querySelector('[data-answer]')).toHaveTextContent('brak adresów w odpowiedzi');
    fireEvent.click(screen.getByRole('button', {name: 'Aktywuj ręcznie grupę zapasową'}));
    expect(group('backup')).toHaveTextContent('Aktywna: obsługuje ruch');
  });

  it('starts again on reset', () => {
    render(<OtmSimulator />);
    fail('active-1');
    fireEvent.click(screen.getByRole('button', {name: 'Zacznij od nowa'}));
    expect(card('active-1')).toHaveTextContent('Obsługuje ruch');
    expect(log()).not.toHaveTextContent('Reguła 1');
  });

  it('switches scenario from the list', () => {
    render(<OtmSimulator />);
    fireEvent.change(screen.getByLabelText('Scenariusz'), {target: {value: 'practical-example'}});
    expect(card('waw-3')).toHaveTextContent('Hotspare');
    expect(card('krk-2')).toBeInTheDocument();
  });

  it('explains an unknown preset and still shows a working simulator', () => {
    render(<OtmSimulator preset="cztery-serwery" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nieznany scenariusz „cztery-serwery”: pokazuję scenariusz domyślny.');
    expect(card('active-1')).toBeInTheDocument();
  });

  it('shows a Polish message for a config that breaks a rule, never a blank widget', () => {
    const config = hotspareRecord();
    render(<OtmSimulator config={{...config, servers: [...config.servers, {id: 'a1', ip: '192.0.2.3', group: 'main'}]}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Identyfikator serwera „a1” występuje więcej niż raz');
    expect(screen.getByLabelText('Scenariusz')).toHaveValue('custom');
    fireEvent.change(screen.getByLabelText('Scenariusz'), {target: {value: 'three-actives'}});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('web-1')).toBeInTheDocument();
  });

  it('refuses automatic policy for servers without a monitor and recovers when set back', () => {
    const config = hotspareRecord('manual', 'manual');
    render(<OtmSimulator config={{...config, servers: config.servers.map((entry) => ({...entry, monitored: false}))}} />);
    expect(card('a1')).toHaveTextContent('brak monitora');
    expect(within(card('a1')).queryByRole('button', {name: /Symuluj awarię/})).toBeNull();
    fireEvent.change(screen.getByLabelText('Polityka grup'), {target: {value: 'automatic'}});
    expect(screen.getByRole('alert')).toHaveTextContent('Polityka automatyczna wymaga monitora');
    expect(screen.getByLabelText('Scenariusz')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Polityka grup'), {target: {value: 'manual'}});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a simulated failure when the reader changes a policy, and logs what follows', () => {
    render(<OtmSimulator />);
    fail('active-1');
    fireEvent.change(screen.getByLabelText('Polityka serwerów (grupa główna)'), {target: {value: 'manual'}});
    expect(card('active-1')).toHaveTextContent(/Offline/);
    expect(log()).toHaveTextContent(/Zmieniono politykę serwerów na ręczną/);
    fireEvent.change(screen.getByLabelText('Polityka serwerów (grupa główna)'), {target: {value: 'automatic'}});
    expect(card('active-1')).toHaveTextContent(/Awaria.*Offline/);
    expect(card('hotspare-1')).toHaveTextContent(/Obsługuje ruch.*Zastępuje.*active-1/);
  });

  it('labels every control', () => {
    render(<OtmSimulator />);
    for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('combobox')]) {
      expect(control).toHaveAccessibleName();
    }
    expect(log()).toHaveAccessibleName('Dziennik zdarzeń');
  });
});
