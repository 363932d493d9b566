import {curlSample, parseRegion, sampleUrl} from '../src/samples';

const HOST = 'https://pl2-api.example.com/';

describe('request samples', () => {
  it('build the regional URL below /services with required query parameters as placeholders', () => {
    expect(sampleUrl(HOST, {method: 'GET', path: '/instances/{id}'})).toBe('https://pl2-api.example.com/services/instances/{id}');
    expect(sampleUrl(HOST, {method: 'GET', path: '/statistics', query: ['from', 'to']})).toBe(
      'https://pl2-api.example.com/services/statistics?from={from}&to={to}',
    );
  });

  it('write a curl command with the token placeholder and the body, quoted for the shell', () => {
    const curl = curlSample(HOST, {method: 'POST', path: '/instances', body: '{\n  "InstanceName": "O\'Neil"\n}'});
    expect(curl).toContain("curl -X POST 'https://pl2-api.example.com/services/instances'");
    expect(curl).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl).toContain('-H "Content-Type: application/json"');
    expect(curl).toContain(`-d '{\n  "InstanceName": "O'\\''Neil"\n}'`);
    expect(curlSample(HOST, {method: 'DELETE', path: '/instances/{id}'})).not.toContain('Content-Type');
  });

  it('reads back only known regions', () => {
    expect(parseRegion('krk')).toBe('krk');
    expect(parseRegion('x')).toBe('waw');
    expect(parseRegion(null)).toBe('waw');
  });
});
