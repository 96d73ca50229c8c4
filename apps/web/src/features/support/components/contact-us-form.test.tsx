import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-app';
import { ContactUsForm } from './contact-us-form';

function fields() {
  return {
    name: screen.getByRole('textbox', { name: /Full Name/ }),
    phone: screen.getByRole('textbox', { name: /Phone Number/ }),
    email: screen.getByRole('textbox', { name: /Email ID/ }),
    message: screen.getByRole('textbox', { name: /Message/ }),
  };
}

describe('ContactUsForm', () => {
  it('shows the spec messages for empty required fields and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter email id')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec messages for bad input', async () => {
    stubFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsForm />);
    const f = fields();
    await user.type(f.name, 'Asha 99');
    await user.type(f.phone, '12345');
    await user.type(f.email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter valid full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email id')).toBeInTheDocument();
  });

  it('keeps the phone to ten digits', async () => {
    stubFetch(() => ({ body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsForm />);
    const { phone } = fields();
    await user.type(phone, '98a76-54 32109999');
    expect(phone).toHaveValue('9876543210');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });

  it('sends the enquiry, shows the server message and clears the form', async () => {
    const fetchMock = stubFetch(() => ({
      status: 201,
      body: { status: 1, statusCode: 201, message: 'Enquiry Sent Successfully.', data: { _id: 'e1' } },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsForm />);
    const f = fields();
    await user.type(f.name, 'Asha Rao');
    await user.type(f.phone, '9876543210');
    await user.type(f.email, 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Enquiry Sent Successfully.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/patient/add-contact-us-enquiry');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      message: '',
    });
    expect(f.name).toHaveValue('');
    expect(f.phone).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Enquiry Sent Successfully.')).not.toBeInTheDocument());
  });

  it('shows the server error in a notification and keeps what was typed', async () => {
    stubFetch(() => ({
      status: 429,
      body: { status: 0, statusCode: 429, message: 'Too many requests. Please try again later.', data: null },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsForm />);
    const f = fields();
    await user.type(f.name, 'Asha Rao');
    await user.type(f.phone, '9876543210');
    await user.type(f.email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(f.name).toHaveValue('Asha Rao');
  });
});
