/** Pakistan's provinces and territories with their cities and towns (alphabetical). */
export const PAKISTAN: ReadonlyArray<{ province: string; cities: readonly string[] }> = [
  {
    province: 'Azad Jammu and Kashmir',
    cities: ['Athmuqam', 'Bagh', 'Bhimber', 'Dhirkot', 'Forward Kahuta', 'Hajira', 'Haveli', 'Kotli', 'Mirpur', 'Muzaffarabad', 'Pallandri', 'Rawalakot', 'Sudhnoti'],
  },
  {
    province: 'Balochistan',
    cities: [
      'Awaran', 'Barkhan', 'Bela', 'Chaman', 'Dalbandin', 'Dera Allah Yar', 'Dera Bugti', 'Dera Murad Jamali', 'Gwadar', 'Harnai',
      'Hub', 'Jiwani', 'Kalat', 'Kharan', 'Khuzdar', 'Kohlu', 'Loralai', 'Mastung', 'Musakhel', 'Nushki', 'Ormara', 'Pasni',
      'Pishin', 'Qila Abdullah', 'Qila Saifullah', 'Quetta', 'Sibi', 'Surab', 'Turbat', 'Usta Muhammad', 'Zhob', 'Ziarat',
    ],
  },
  {
    province: 'Gilgit-Baltistan',
    cities: ['Aliabad', 'Astore', 'Chilas', 'Gahkuch', 'Ghanche', 'Gilgit', 'Karimabad', 'Khaplu', 'Shigar', 'Skardu'],
  },
  {
    province: 'Islamabad Capital Territory',
    cities: ['Bara Kahu', 'Islamabad', 'Sihala', 'Tarnol'],
  },
  {
    province: 'Khyber Pakhtunkhwa',
    cities: [
      'Abbottabad', 'Bannu', 'Batkhela', 'Battagram', 'Chakdara', 'Charsadda', 'Chitral', 'Dera Ismail Khan', 'Dir', 'Haripur',
      'Hangu', 'Karak', 'Kohat', 'Lakki Marwat', 'Mansehra', 'Mardan', 'Mingora', 'Nowshera', 'Paharpur', 'Parachinar', 'Peshawar',
      'Risalpur', 'Swabi', 'Tank', 'Timergara', 'Topi',
    ],
  },
  {
    province: 'Punjab',
    cities: [
      'Ahmedpur East', 'Attock', 'Bahawalnagar', 'Bahawalpur', 'Bhakkar', 'Burewala', 'Chakwal', 'Chiniot', 'Daska', 'Dera Ghazi Khan',
      'Faisalabad', 'Gojra', 'Gujranwala', 'Gujrat', 'Hafizabad', 'Jhang', 'Jhelum', 'Kamalia', 'Kasur', 'Khanewal', 'Khanpur',
      'Khushab', 'Lahore', 'Layyah', 'Lodhran', 'Mandi Bahauddin', 'Mianwali', 'Multan', 'Muridke', 'Muzaffargarh', 'Nankana Sahib',
      'Narowal', 'Okara', 'Pakpattan', 'Rahim Yar Khan', 'Rajanpur', 'Rawalpindi', 'Sadiqabad', 'Sahiwal', 'Sargodha', 'Sheikhupura',
      'Sialkot', 'Toba Tek Singh', 'Vehari', 'Wah Cantonment', 'Wazirabad',
    ],
  },
  {
    province: 'Sindh',
    cities: [
      'Badin', 'Dadu', 'Ghotki', 'Hyderabad', 'Jacobabad', 'Jamshoro', 'Kandhkot', 'Karachi', 'Khairpur', 'Kotri', 'Larkana',
      'Matiari', 'Mirpur Khas', 'Mithi', 'Moro', 'Nawabshah', 'Sanghar', 'Sehwan', 'Shikarpur', 'Shahdadkot', 'Sukkur',
      'Tando Adam', 'Tando Allahyar', 'Tando Muhammad Khan', 'Thatta', 'Umerkot',
    ],
  },
];
