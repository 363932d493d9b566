// CSS modules in tests: every class name is its own key, so components can be queried by class.
const classNames = new Proxy({}, {get: (_target, key) => (typeof key === 'string' ? key : undefined)});
module.exports = {__esModule: true, default: classNames};
