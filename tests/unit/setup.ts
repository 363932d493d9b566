import '@testing-library/jest-dom';
process.env.TZ = 'UTC';
